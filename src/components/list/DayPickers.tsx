// The From and To date pickers of a list's created-date filter (MUI X on dayjs, in the user's language): a chunk of
// its own, loaded by DateRangeFilter beside the list's first rows. A date reaches the filter only once it is a whole
// valid date, so typing "2026-11-01" digit by digit never applies a year 0002.
import { useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { DAY, dateFieldLabel, PICKER_WIDTH, type DayPickersProps } from './dayPickerParts';
import { asDay, DayLocalization, wholeDay } from './DayLocalization';

function DayPicker({ which, value, onCommit }: { which: 'from' | 'to'; value: string; onCommit: (day: string) => void }) {
  const translate = useTranslate();
  // The picker keeps what is being typed; the filter hears of it only when it is a whole date or cleared.
  const [draft, setDraft] = useState<Dayjs | null>(asDay(value));
  // A new value from outside (a preset, cleared filters, Back): the draft follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(asDay(value));
  }
  const label = translate(dateFieldLabel(which));
  return (
    <DatePicker
      label={label}
      value={draft}
      format={DAY}
      onChange={(next) => {
        setDraft(next);
        const day = wholeDay(next);
        if (day !== undefined && day !== (value || null)) onCommit(day ?? '');
      }}
      slotProps={{
        textField: { size: 'small', inputProps: { 'data-testid': `filter-date-${which}` }, sx: { width: PICKER_WIDTH } } as object,
        field: { clearable: true },
      }}
    />
  );
}

/** Both pickers in the user's language. */
export default function DayPickers({ from, to, onFrom, onTo }: DayPickersProps) {
  return (
    <DayLocalization>
      <DayPicker which="from" value={from} onCommit={onFrom} />
      <DayPicker which="to" value={to} onCommit={onTo} />
    </DayLocalization>
  );
}
