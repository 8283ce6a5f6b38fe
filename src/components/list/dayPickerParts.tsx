// What the created-date filter and its lazily loaded pickers share: the day format, the fields' width, the pickers'
// props, and the field drawn in a picker's place while its chunk loads (same label, value and size, so nothing moves).
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const DAY = 'YYYY-MM-DD';
export const PICKER_WIDTH = { xs: 'calc(50% - 4px)', sm: 180 } as const;

export interface DayPickersProps {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}

/** The i18n key of a date field's label. */
export const dateFieldLabel = (which: 'from' | 'to') => (which === 'from' ? 'app.list.dateFrom' : 'app.list.dateTo');

function WaitingField({ which, value }: { which: 'from' | 'to'; value: string }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      disabled
      label={translate(dateFieldLabel(which))}
      value={value}
      placeholder={DAY}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: PICKER_WIDTH }}
    />
  );
}

/** Both fields, inert, until the pickers arrive. */
export function WaitingPickers({ from, to }: Pick<DayPickersProps, 'from' | 'to'>) {
  return (
    <>
      <WaitingField which="from" value={from} />
      <WaitingField which="to" value={to} />
    </>
  );
}
