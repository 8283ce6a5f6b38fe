// ra-i18n-polyglot over the merged catalogues; starts in the stored language (default English) and keeps the
// page's lang attribute in step, so screen readers and fonts pick the right language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, messagesFor } from '../i18n/messages';
import { readPreference } from './store';

const htmlLang = (locale: string) => (locale === 'zh_CN' ? 'zh-CN' : 'en');

export function createI18nProvider(storage: Storage): I18nProvider {
  const initial = readPreference(storage, 'locale') ?? DEFAULT_LOCALE;
  const base = polyglotI18nProvider((locale) => messagesFor(locale) as unknown as TranslationMessages, initial, [
    { locale: 'en', name: 'English' },
    { locale: 'zh_CN', name: '中文' },
  ], { allowMissing: true });
  document.documentElement.lang = htmlLang(initial);
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      document.documentElement.lang = htmlLang(locale);
    },
  };
}
