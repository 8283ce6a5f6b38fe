// A payment's timeline and events show what happened in words (issue 33 review): every event type written about a
// payment, its refunds and its disputes has its name in both catalogues, so none shows as a raw `dispute.created`.
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from '../../../domain/webhooks/event-types';
import { enMessages } from '../../i18n/full';
import { zhMessages } from '../../i18n/zh-catalogue';

const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("the names of a payment's events", () => {
  const types = [...EVENT_CATALOGUE.payment, ...EVENT_CATALOGUE.refund, ...EVENT_CATALOGUE.dispute];
  for (const [lang, messages] of [['en', enMessages], ['zh_CN', zhMessages]] as const) {
    it(`has a name for each in ${lang}`, () => {
      const missing = types.filter((type) => typeof at(messages, `app.payments.events.${type}`) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
