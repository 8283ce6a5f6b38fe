// The user-facing messages that both the API and the SPA show, in both languages. Zod schemas in domain/
// carry these keys as their issue messages; the server translates by Accept-Language, the SPA by its locale.
import { coreMessages } from './core-messages';
import { invoiceMessages } from './invoices/messages';
import { onboardingMessages } from './onboarding-messages';
import { paymentLinkMessages } from './payment-links/messages';
import { paymentMethodMessages } from './payment-methods-messages';
import { gatewayMessages } from './gateway';
import { businessProfileMessages } from './business/profile';
import { disputeMessages } from './disputes/messages';
import { webhookMessages } from './webhooks/messages';
import { apiKeyMessages } from './api-key-messages';
import { paymentMessages } from './payment-messages';
import { periodMessages } from './period-messages';
import { balanceMessages } from './balance/messages';
import { settlementMessages } from './settlements/messages';
import { payoutMessages } from './payouts/messages';
import { smartAccountMessages } from './smart-account/messages';
import { subscriptionMessages } from './subscriptions/messages';
import { issuingMessages } from './issuing/messages';
import { teamMessages } from './team/messages';
import { serviceRequestMessages } from './service-requests/messages';
import { settingsMessages } from './settings/messages';

export { coreMessages };

/** The product areas' messages: the console reads them with the areas' catalogue, after the sign-in pages. */
export const areaMessages = {...onboardingMessages, ...periodMessages, ...paymentMessages, ...paymentLinkMessages, ...invoiceMessages, ...paymentMethodMessages, ...disputeMessages, ...webhookMessages, ...apiKeyMessages, ...balanceMessages, ...settlementMessages, ...payoutMessages, ...subscriptionMessages, ...smartAccountMessages, ...issuingMessages, ...teamMessages, ...gatewayMessages, ...serviceRequestMessages, ...settingsMessages, ...businessProfileMessages} as const;

/** The one catalogue: core messages plus each area's (their keys are prefixed by area, so none collide). */
export const messages = { ...coreMessages, ...areaMessages } as const;

export type MessageKey = keyof typeof messages;
export type Lang = 'en' | 'zh';

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** Translates a message key; an unknown key is returned as it is (it may already be a sentence). */
export function translateMessage(key: string, lang: Lang): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}

/** Picks the language from an Accept-Language header: Chinese when it is preferred over English. */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag.startsWith('zh') || x.tag.startsWith('en'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('zh') ? 'zh' : 'en';
}
