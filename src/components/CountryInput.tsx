// A searchable country or region picker; names come from the browser in the current language (Intl.DisplayNames).
import { useMemo } from 'react';
import { AutocompleteInput, useLocaleState } from 'react-admin';
import { COUNTRY_CODES } from '../../domain/onboarding';

export function useCountryChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const lang = locale === 'zh_CN' ? 'zh-CN' : 'en';
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
    return COUNTRY_CODES.map((code) => ({ id: code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lang));
  }, [locale]);
}

/**
 * `margin`: the text field's own ('dense' by the theme). Inside a Stack, which sets its children's margins to 0, pass
 * 'none': the Stack's child is the autocomplete's box, so the field inside would keep its margin and sit lower than
 * a select beside it.
 */
export function CountryInput({ source, label, helperText, margin }: { source: string; label: string; helperText?: string | false; margin?: 'none' | 'dense' | 'normal' }) {
  const choices = useCountryChoices();
  return <AutocompleteInput source={source} label={label} choices={choices} helperText={helperText} margin={margin} fullWidth />;
}
