// The lists' date picker as a controlled day field ('YYYY-MM-DD', '' when empty): DayField.tsx loads it, and the
// forms' DayInputPicker binds it to a form field. Same component, language and format as the lists' filters
// (DayLocalization), so every date of the product is chosen and written the same way.
import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { DAY } from './list/dayPickerParts';
import { asDay, DayLocalization, wholeDay } from './list/DayLocalization';
import type { DayFieldProps } from './DayField';

export default function DayFieldPicker({ value, onChange, onBlur, label, error, helperText, required, name, testId, fullWidth, width, minYear, margin }: DayFieldProps) {
  // What is being typed stays in the picker; the owner hears of it when it is a whole date or cleared, and a
  // half-typed date reaches it as what was typed ('invalid' when nothing readable), so its check names the field.
  const [draft, setDraft] = useState<Dayjs | null>(asDay(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(asDay(value));
  }
  return (
    <DayLocalization>
      <DatePicker
        label={label}
        value={draft}
        format={DAY}
        onChange={(next) => {
          setDraft(next);
          const day = wholeDay(next, minYear);
          const text = day === undefined ? (next?.isValid() ? next.format(DAY) : 'invalid') : (day ?? '');
          setShown(text);
          onChange(text);
        }}
        onClose={onBlur}
        slotProps={{
          textField: {
            name,
            size: 'small',
            margin,
            fullWidth,
            required,
            error,
            helperText,
            onBlur,
            'data-testid': testId,
            ...(width ? { sx: { width } } : {}),
          } as object,
          field: { clearable: true },
        }}
      />
    </DayLocalization>
  );
}
