// The full message objects per locale: react-admin's `ra.*` plus the app's own namespaces. English is in the
// entry bundle; the Chinese catalogue (./zh-catalogue.ts) is a chunk of its own, loaded when it is first needed.
import englishMessages from 'ra-language-english';
import { en } from './en';
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

let chinese: MessageTree | undefined;

/** Loads the Chinese catalogue once; afterwards `messagesFor('zh_CN')` answers at once. */
export async function loadMessages(locale: string): Promise<MessageTree> {
  if (locale !== 'zh_CN') return enMessages;
  chinese ??= (await import('./zh-catalogue')).zhMessages;
  return chinese;
}

/** The catalogue of `locale`: at once when it is loaded (English always is), else a promise of it. */
export function messagesFor(locale: string): MessageTree | Promise<MessageTree> {
  if (locale !== 'zh_CN') return enMessages;
  return chinese ?? loadMessages(locale);
}

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'zh_CN';
