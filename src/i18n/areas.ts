// Messages of each product area (payments, onboarding, overview ...) live in src/i18n/areas/<area>.ts, one file
// per area with both languages side by side (see defineArea), so areas never edit each other's files.
// Register each area here with one import and one entry.
import type { AreaMessages } from './defineArea';
import { balance } from './areas/balance';
import { developer } from './areas/developer';
import { developerKeys } from './areas/developerKeys';
import { disputes } from './areas/disputes';
import { invoices } from './areas/invoices';
import { issuing } from './areas/issuing';
import { onboarding } from './areas/onboarding';
import { ops } from './areas/ops';
import { overview } from './areas/overview';
import { paymentLinks } from './areas/paymentLinks';
import { paymentMethods } from './areas/paymentMethods';
import { payments } from './areas/payments';
import { payouts } from './areas/payouts';
import { reports } from './areas/reports';
import { settlements } from './areas/settlements';
import { smartAccount } from './areas/smartAccount';
import { subscriptions } from './areas/subscriptions';
import { membership } from './areas/membership';
import { validation } from './areas/validation';
import { webhooks } from './areas/webhooks';
import { team } from './areas/team';
import { products } from './areas/products';
import { gateway } from './areas/gateway';
import { services } from './areas/services';
import { business } from './areas/business';
import { home } from './areas/home';

export const AREAS: readonly AreaMessages[] = [onboarding, overview, payments, paymentLinks, invoices, ops, paymentMethods, disputes, developer, developerKeys, webhooks, validation, balance, settlements, reports, payouts, subscriptions, smartAccount, issuing, team, products, gateway, membership, services, business, home];
