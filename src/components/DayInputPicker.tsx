// The date picker of a form's day input (DayInput.tsx loads it): the lists' picker (DayFieldPicker, same component,
// language and YYYY-MM-DD format) bound to the form's field as a 'YYYY-MM-DD' string ('' when empty).
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import DayFieldPicker from './DayFieldPicker';
import type { DayInputProps } from './DayInput';

export default function DayInputPicker({ source, label, testId, minYear }: DayInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <DayFieldPicker
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={() => field.onBlur()}
      label={translate(label, { _: label })}
      name={field.name}
      testId={testId}
      // Sized like the form's other inputs (the theme's TextField defaults do not reach the picker's field).
      margin="dense"
      fullWidth
      required={isRequired}
      error={Boolean(error)}
      helperText={<InputHelperText error={error} />}
      minYear={minYear}
    />
  );
}
