// ra-i18n-polyglot over the merged catalogues; starts in the stored language (default English) and keeps the
// page's lang attribute in step, so screen readers and fonts pick the right language. The Chinese catalogue is a
// chunk of its own (src/i18n/zh-catalogue.ts): src/main.tsx loads the stored language's catalogue before the first
// render, and polyglot, which needs the initial locale's messages at once, is created on first use, after that.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, hasAreas, loadAreas, loadMessages, messagesFor } from '../i18n/messages';
import { readPreference } from './store';

const htmlLang = (locale: string) => (locale === 'zh_CN' ? 'zh-CN' : 'en');

export const initialLocale = (storage: Storage): string => readPreference(storage, 'locale') ?? DEFAULT_LOCALE;

/**
 * Loads the stored language's catalogue, and the product areas' messages unless `coreOnly` (a sign-in page, which
 * needs only the core); await it before the first render.
 */
export const loadInitialMessages = (storage: Storage, coreOnly = false) =>
  Promise.all([loadMessages(initialLocale(storage)), coreOnly ? undefined : loadAreas()]);

/** The app's provider: react-admin's, plus a way to add the product areas' messages once they are needed. */
export interface AppI18nProvider extends I18nProvider {
  /** Resolves once the areas' messages are loaded and translate() knows them. */
  ensureAreas(): Promise<void>;
  hasAreas(): boolean;
}

export function createI18nProvider(storage: Storage): AppI18nProvider {
  let base: I18nProvider | undefined;
  let baseHasAreas = false;
  const polyglot = () => {
    if (base) return base;
    baseHasAreas = hasAreas();
    // A catalogue that could not be loaded (offline) leaves the app in English rather than blank.
    const stored = initialLocale(storage);
    const initial = messagesFor(stored) instanceof Promise ? DEFAULT_LOCALE : stored;
    base = polyglotI18nProvider((locale) => messagesFor(locale) as unknown as TranslationMessages | Promise<TranslationMessages>, initial, [
      { locale: 'en', name: 'English' },
      { locale: 'zh_CN', name: '中文' },
    ], { allowMissing: true });
    document.documentElement.lang = htmlLang(initial);
    return base;
  };
  return {
    translate: (key, options) => polyglot().translate(key, options),
    changeLocale: async (locale, options) => {
      await polyglot().changeLocale(locale, options);
      document.documentElement.lang = htmlLang(locale);
    },
    getLocale: () => polyglot().getLocale(),
    getLocales: () => polyglot().getLocales?.() ?? [],
    hasAreas: () => (base ? baseHasAreas : hasAreas()),
    ensureAreas: async () => {
      if (base && baseHasAreas) return;
      await loadAreas();
      // Asking for the current language again makes polyglot read the catalogue that now holds the areas.
      if (base && !baseHasAreas) await base.changeLocale(base.getLocale());
      baseHasAreas = true;
    },
  };
}
