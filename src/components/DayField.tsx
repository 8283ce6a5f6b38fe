// A controlled day field ('YYYY-MM-DD', '' when empty) outside react-admin's forms (a filter, an upload's date, the
// data view's custom range): the lists' date picker, in a chunk of its own. Until the chunk is there a disabled
// field of the same label and value holds its place.
import { lazy, Suspense, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { DAY } from './list/dayPickerParts';

const DayFieldPicker = lazy(() => import('./DayFieldPicker'));

export interface DayFieldProps {
  value: string;
  /** A whole day, '' when cleared, or what was typed when it is no whole day (so the owner's check can name it). */
  onChange: (day: string) => void;
  onBlur?: () => void;
  /** The label's text (translated). */
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  /** The input's name (forms and tests find the field by it). */
  name?: string;
  testId?: string;
  fullWidth?: boolean;
  width?: number | string | Record<string, number | string>;
  /** The earliest year a typed date may have (default 1970; a date of birth goes further back). */
  minYear?: number;
  margin?: 'dense' | 'none' | 'normal';
}

function Waiting({ value, label, fullWidth, width, margin }: DayFieldProps) {
  return (
    <TextField
      disabled
      size="small"
      margin={margin}
      fullWidth={fullWidth}
      label={label}
      value={value}
      placeholder={DAY}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={width ? { width } : undefined}
    />
  );
}

export function DayField(props: DayFieldProps) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <DayFieldPicker {...props} />
    </Suspense>
  );
}
