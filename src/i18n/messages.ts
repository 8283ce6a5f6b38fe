// The full message objects per locale: react-admin's `ra.*` plus the app's own namespaces.
// Chinese = English (so nothing is ever missing) <- ra-language-chinese <- our completions <- the app's zh_CN.
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import { en } from './en';
import { zh_CN } from './zh_CN';
import { raChineseCompletions } from './ra-zh_CN';
import { AREAS } from './areas';

export type MessageTree = { [key: string]: string | MessageTree };
export type Locale = 'en' | 'zh_CN';
export const LOCALES: readonly Locale[] = ['en', 'zh_CN'];
export const DEFAULT_LOCALE: Locale = 'en';

const isTree = (v: unknown): v is MessageTree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge where later sources win; only string leaves and nested objects are kept. */
export function deepMerge(...sources: unknown[]): MessageTree {
  const out: MessageTree = {};
  for (const source of sources) {
    if (!isTree(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (isTree(value)) out[key] = deepMerge(isTree(out[key]) ? out[key] : {}, value);
      else if (typeof value === 'string') out[key] = value;
    }
  }
  return out;
}

/** Keeps only the keys that exist in `shape` (drops leftovers of older react-admin versions). */
export function pruneTo(tree: MessageTree, shape: MessageTree): MessageTree {
  const out: MessageTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const want = shape[key];
    if (want === undefined) continue;
    if (isTree(value) && isTree(want)) out[key] = pruneTo(value, want);
    else if (typeof value === 'string' && typeof want === 'string') out[key] = value;
  }
  return out;
}

export const enMessages: MessageTree = deepMerge(englishMessages, en, ...AREAS.map((a) => a.en));
export const zhMessages: MessageTree = pruneTo(
  deepMerge(englishMessages, chineseMessages, raChineseCompletions, zh_CN, ...AREAS.map((a) => a.zh_CN)),
  enMessages,
);

export function messagesFor(locale: string): MessageTree {
  return locale === 'zh_CN' ? zhMessages : enMessages;
}

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'zh_CN';
