// The sign-in family's form and text inputs on react-hook-form and MUI's input parts, drawn like react-admin's
// (outlined, a line kept for the helper text, '' sent as null, errors translated under the input, errors returned
// by onSubmit set on their fields) without loading react-admin. MUI's TextField is not used: it brings Select,
// Menu, Popover and Modal with it.
import { useId, useState, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormProvider, useController, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useHostTranslate } from './host';

type SubmitResult = Record<string, string> | undefined | void;

interface PublicFormProps {
  onSubmit: (values: FieldValues) => Promise<SubmitResult> | SubmitResult;
  resolver?: Resolver<FieldValues>;
  defaultValues?: FieldValues;
  children: ReactNode;
}

export function PublicForm({ onSubmit, resolver, defaultValues, children }: PublicFormProps) {
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const submit = form.handleSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) for (const [field, message] of Object.entries(errors)) form.setError(field, { type: 'server', message });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

interface PublicTextInputProps {
  source: string;
  /** An i18n key. */
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** An i18n key shown under the input while it has no error. */
  helperText?: string;
  fullWidth?: boolean;
  autoFocus?: boolean;
  htmlInput?: Record<string, unknown>;
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

export function PublicTextInput({ source, label, type = 'text', autoComplete, helperText, fullWidth, autoFocus, htmlInput, endAdornment, sx }: PublicTextInputProps) {
  const translate = useHostTranslate();
  const id = useId();
  const { field, fieldState } = useController({ name: source });
  const error = fieldState.error?.message;
  const labelText = translate(label);
  return (
    <FormControl fullWidth={fullWidth} error={fieldState.invalid} className={`ra-input ra-input-${source}`} sx={sx}>
      <InputLabel htmlFor={id}>{labelText}</InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        type={type}
        label={labelText}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputProps={{ ...htmlInput, 'aria-invalid': fieldState.invalid, 'aria-describedby': `${id}-helper` }}
        endAdornment={endAdornment}
      />
      {/* A line is kept under every input, as react-admin does, so an error does not push the form down. */}
      <FormHelperText id={`${id}-helper`}>{error ? translate(error, { _: error }) : helperText ? translate(helperText) : '\u200b'}</FormHelperText>
    </FormControl>
  );
}

export function PublicPasswordInput(props: Omit<PublicTextInputProps, 'type' | 'endAdornment'>) {
  const translate = useHostTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <PublicTextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
            onClick={() => setVisible(!visible)}
            size="small"
          >
            {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
