// The message objects per locale: react-admin's `ra.*` plus the app's own namespaces. The entry bundle holds only
// the English core (react-admin's messages and src/i18n/en.ts: the sign-in family, errors, the shell's frame); the
// product areas (./areas.ts, both languages side by side) are a chunk loaded before any page that needs them (see
// src/routing/CatalogueGate.tsx), and the Chinese catalogue (./zh-catalogue.ts) is a chunk of its own.
import englishMessages from 'ra-language-english';
import type { AreaMessages } from './defineArea';
import { en } from './en';

export type MessageTree = { [key: string]: string | MessageTree };
export type Locale = 'en' | 'zh_CN';
export const LOCALES: readonly Locale[] = ['en', 'zh_CN'];
export const DEFAULT_LOCALE: Locale = 'en';

const isTree = (v: unknown): v is MessageTree => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Deep merge where later sources win; only string leaves and nested objects are kept. The sources are not changed:
 * every object of the answer is a new one, made once and then filled in place (the catalogue merges a dozen areas
 * into one `app` namespace at start; copying it again for each area cost tens of milliseconds).
 */
export function deepMerge(...sources: unknown[]): MessageTree {
  const made = new WeakSet<MessageTree>();
  const fresh = (): MessageTree => {
    const tree: MessageTree = {};
    made.add(tree);
    return tree;
  };
  const into = (out: MessageTree, source: unknown) => {
    if (!isTree(source)) return;
    for (const [key, value] of Object.entries(source)) {
      if (isTree(value)) {
        let target = out[key];
        if (!isTree(target) || !made.has(target)) {
          const copy = fresh();
          into(copy, target);
          out[key] = target = copy;
        }
        into(target, value);
      } else if (typeof value === 'string') out[key] = value;
    }
  };
  const out = fresh();
  for (const source of sources) into(out, source);
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

/** English without the product areas: what the sign-in family and the error pages read. */
export const coreEnMessages: MessageTree = deepMerge(englishMessages, en);

/** The whole English catalogue, given the areas. */
export const fullEnglish = (areas: readonly AreaMessages[]): MessageTree => deepMerge(coreEnMessages, ...areas.map((a) => a.en));

let english: MessageTree = coreEnMessages;
let areasLoaded = false;
let chinese: MessageTree | undefined;

/** Whether the product areas' messages are in the English catalogue yet. */
export const hasAreas = () => areasLoaded;

/** Loads the product areas once and adds them to the English catalogue. */
export async function loadAreas(): Promise<void> {
  if (areasLoaded) return;
  english = fullEnglish((await import('./areas')).AREAS);
  areasLoaded = true;
}

/** Loads a catalogue once (Chinese, which holds the areas, brings the English areas too). */
export async function loadMessages(locale: string): Promise<MessageTree> {
  if (locale !== 'zh_CN') return english;
  if (!chinese) {
    const [catalogue] = await Promise.all([import('./zh-catalogue'), loadAreas()]);
    chinese = catalogue.zhMessages;
  }
  return chinese;
}

/** The catalogue of `locale`: at once when it is loaded (English always is), else a promise of it. */
export function messagesFor(locale: string): MessageTree | Promise<MessageTree> {
  if (locale !== 'zh_CN') return english;
  return chinese ?? loadMessages(locale);
}

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'zh_CN';
