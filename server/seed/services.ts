// Demo Build Website and Enhance Website SEO requests and gateway credentials (issue 32 item 3), in both modes: one
// request in each status (submitted, in progress, delivered, canceled) with its thread, made by the real services at
// past instants so their events and dates agree; and a gateway configuration whose secret is sealed and shown masked,
// so /gateway is not empty on first start.
import type { DbOrTx, Tx } from '../db/client';
import type { Scope } from '../repositories/scope';
import { saveGatewayCredentials } from '../services/gateway';
import { advanceServiceRequest, cancelServiceRequest, postServiceMessage, submitServiceRequest } from '../services/service-requests';

const DAY = 86_400_000;
const CONTACT = { contactName: 'Jane Smith', contactEmail: 'jane.smith@acme.example.com', contactPhone: '+44 20 7946 0000' };

async function seedRequests(tx: DbOrTx, scope: Scope, ownerId: string, now: Date) {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const ctx = (days: number) => ({ tx, scope, now: at(days) });

  // Delivered: a new site, briefed, started and handed over, with the merchant's questions along the way.
  const site = await submitServiceRequest(ctx(40), {
    kind: 'website', goal: 'A five-page site for Acme Trading with our catalogue and a contact form.', items: ['Home page', 'Product catalogue', 'Contact form'],
    websiteUrl: null, budget: '5k_20k', ...CONTACT,
  }, ownerId);
  await postServiceMessage(ctx(39.5), site.id, 'merchant', 'Jane Smith', 'Our logo and product photos are in the shared folder we emailed.');
  await advanceServiceRequest(ctx(38), site.id, 'submitted', 'en');
  await postServiceMessage(ctx(30), site.id, 'merchant', 'Jane Smith', 'Could the catalogue show prices in USD and EUR?');
  await advanceServiceRequest(ctx(20), site.id, 'in_progress', 'en');

  // In progress: an SEO review of the live site, with a question waiting for the team.
  const seo = await submitServiceRequest(ctx(10), {
    kind: 'seo', goal: 'Rank for our product names and fix the pages search engines do not index.', items: ['Keyword research', 'Technical audit'],
    websiteUrl: 'https://acme.example.com', budget: '1k_5k', ...CONTACT,
  }, ownerId);
  await advanceServiceRequest(ctx(8), seo.id, 'submitted', 'en');
  await postServiceMessage(ctx(5), seo.id, 'merchant', 'Jane Smith', 'Please include the Chinese pages of the site as well.');

  // Submitted: a landing page asked for two days ago, not started yet.
  const landing = await submitServiceRequest(ctx(2), {
    kind: 'website', goal: 'A landing page for our spring sale that takes payments through a payment link.', items: ['Landing page'],
    websiteUrl: null, budget: 'under_1k', ...CONTACT,
  }, ownerId);
  await postServiceMessage(ctx(1.9), landing.id, 'merchant', 'Jane Smith', 'The sale starts on the first of the month.');

  // Canceled: an SEO request withdrawn before the team started it.
  const old = await submitServiceRequest(ctx(15), {
    kind: 'seo', goal: 'Improve the search ranking of our old shop before we moved it.', items: ['On-page SEO'],
    websiteUrl: 'https://shop.acme.example.com', budget: 'under_1k', ...CONTACT,
  }, ownerId);
  await postServiceMessage(ctx(14.5), old.id, 'merchant', 'Jane Smith', 'We are moving the shop: no longer needed, sorry.');
  await cancelServiceRequest(ctx(14), old.id);
}

export async function seedDemoServices(tx: Tx, accountId: string, ownerId: string, key: Buffer, now = new Date()) {
  for (const livemode of [false, true]) {
    const scope: Scope = { accountId, livemode };
    await seedRequests(tx, scope, ownerId, now);
    await saveGatewayCredentials(tx, key, scope, ownerId, {
      provider: 'stripe',
      merchantId: livemode ? 'acct_1AcmeLive0001' : 'acct_1AcmeTest0001',
      secret: `demo-${livemode ? 'live' : 'test'}-gateway-secret-${accountId.slice(-6)}`,
    }, new Date(now.getTime() - 60 * DAY));
  }
}
