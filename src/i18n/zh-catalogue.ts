// The Chinese catalogue, a chunk of its own (src/i18n/messages.ts loads it): English (so nothing is ever missing)
// <- ra-language-chinese <- our completions <- the app's zh_CN and the areas' Chinese halves, cut to English's keys.
import englishMessages from 'ra-language-english';
import chineseMessages from 'ra-language-chinese';
import { AREAS } from './areas';
import { deepMerge, fullEnglish, pruneTo, type MessageTree } from './messages';
import { raChineseCompletions } from './ra-zh_CN';
import { zh_CN } from './zh_CN';

export const zhMessages: MessageTree = pruneTo(
  deepMerge(englishMessages, chineseMessages, raChineseCompletions, zh_CN, ...AREAS.map((a) => a.zh_CN)),
  fullEnglish(AREAS),
);
