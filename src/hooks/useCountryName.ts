// A country or region's name in the current language, from its ISO code.
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

export function useCountryName() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'zh_CN' ? 'zh-CN' : 'en'], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}
