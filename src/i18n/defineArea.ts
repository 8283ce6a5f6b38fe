// The shape rule for an area's messages: English and Chinese side by side, with identical keys.
import type { MessageTree } from './messages';

/** The same tree with every leaf a string: a Chinese area module must have exactly the English keys. */
export type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

export interface AreaMessages {
  en: MessageTree;
  zh_CN: MessageTree;
}

/** Declares an area's messages; TypeScript refuses a Chinese tree whose keys differ from the English one. */
export function defineArea<T extends MessageTree>(en: T, zh_CN: SameShape<T>): AreaMessages {
  return { en, zh_CN: zh_CN as MessageTree };
}
