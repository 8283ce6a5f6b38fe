// The whole English catalogue at once, for tests and tools that read every key (the app loads the areas lazily).
import { AREAS } from './areas';
import { fullEnglish, type MessageTree } from './messages';

export const enMessages: MessageTree = fullEnglish(AREAS);
