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

export function CountryInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const choices = useCountryChoices();
  return <AutocompleteInput source={source} label={label} choices={choices} helperText={helperText} fullWidth />;
}
