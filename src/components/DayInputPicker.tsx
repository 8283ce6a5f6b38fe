// The date picker of a form's day input (DayInput.tsx loads it): the lists' pickers (same component, language and
// YYYY-MM-DD format, DayLocalization), bound to the form's field as a 'YYYY-MM-DD' string ('' when empty).
import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { DAY } from './list/dayPickerParts';
import { asDay, DayLocalization, wholeDay } from './list/DayLocalization';
import type { DayInputProps } from './DayInput';

export default function DayInputPicker({ source, label, testId }: DayInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  // What is being typed stays in the picker; the form hears of it when it is a whole date or cleared, and a half-typed
  // date reaches it as what was typed, so the form's check names the field.
  const [draft, setDraft] = useState<Dayjs | null>(asDay(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(asDay(value));
  }
  const error = fieldState.error?.message;
  return (
    <DayLocalization>
      <DatePicker
        label={translate(label, { _: label })}
        value={draft}
        format={DAY}
        onChange={(next) => {
          setDraft(next);
          const day = wholeDay(next);
          const text = day === undefined ? (next?.isValid() ? next.format(DAY) : 'invalid') : (day ?? '');
          setShown(text);
          field.onChange(text);
        }}
        onClose={() => field.onBlur()}
        slotProps={{
          textField: {
            name: source,
            // Sized like the form's other inputs (the theme's TextField defaults do not reach the picker's field).
            size: 'small',
            margin: 'dense',
            fullWidth: true,
            required: isRequired,
            error: Boolean(error),
            helperText: <InputHelperText error={error} />,
            onBlur: field.onBlur,
            'data-testid': testId,
          } as object,
          field: { clearable: true },
        }}
      />
    </DayLocalization>
  );
}
