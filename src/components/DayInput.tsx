// A form's day input ('YYYY-MM-DD'): the date picker of the lists (MUI X, in a chunk of its own, loaded with the
// form), so every date is chosen and written the same way. Until the chunk is there a disabled field of the same
// label and value holds its place.
import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { DAY } from './list/dayPickerParts';

const DayInputPicker = lazy(() => import('./DayInputPicker'));

export interface DayInputProps {
  source: string;
  /** Message key (or text) of the label. */
  label: string;
  testId?: string;
  /** The earliest year a typed date may have (default 1970; a date of birth goes further back). */
  minYear?: number;
}

function Waiting({ source, label }: DayInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <TextField disabled fullWidth label={translate(label, { _: label })} value={typeof field.value === 'string' ? field.value : ''} placeholder={DAY} slotProps={{ inputLabel: { shrink: true } }} />
  );
}

export function DayInput(props: DayInputProps) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <DayInputPicker {...props} />
    </Suspense>
  );
}
