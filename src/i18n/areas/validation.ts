// The product areas' shared messages of domain/ (onboarding, payments, periods, invoices, payment links, payment
// methods, disputes, webhooks) under `validation.*`: loaded with the areas, so the sign-in pages do without them.
import { areaMessages } from '../../../domain/messages';
import { defineArea } from '../defineArea';
import { domainValidation } from '../en';

export const validation = defineArea({ validation: domainValidation(areaMessages, 'en') }, { validation: domainValidation(areaMessages, 'zh') });
