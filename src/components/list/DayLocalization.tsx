// The pickers' language and day format, shared by the lists' date filters (DayPickers) and the forms' date inputs
// (DayInputPicker): MUI X on dayjs in the user's language, days written YYYY-MM-DD (Chinese empty fields read 年-月-日,
// in the order they are typed; never a native mm/dd/yyyy).
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocaleState } from 'react-admin';
import { DAY } from './dayPickerParts';

const ZH_PLACEHOLDERS = { fieldYearPlaceholder: () => '年', fieldMonthPlaceholder: () => '月', fieldDayPlaceholder: () => '日' };

export const asDay = (value: string | null | undefined): Dayjs | null => (value ? dayjs(value, DAY) : null);
/**
 * A picker value that is a whole date a person meant (no partly typed year 0002): its day, null when cleared.
 * `minYear`: the earliest year meant (1970 for the product's records; a date of birth goes further back).
 */
export const wholeDay = (value: Dayjs | null, minYear = 1970): string | null | undefined =>
  value === null ? null : value.isValid() && value.year() >= minYear && value.year() <= 2999 ? value.format(DAY) : undefined;

export function DayLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const zh = locale === 'zh_CN';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={zh ? 'zh-cn' : 'en'}
      localeText={zh ? { ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText, ...ZH_PLACEHOLDERS } : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
