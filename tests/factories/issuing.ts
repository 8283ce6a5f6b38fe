// Builders for issuing tests: a cardholder with one virtual USD card, and the issuing balance funded for it.
import { expect } from 'vitest';
import type { DbOrTx } from '../../server/db/client';
import { rememberSecret } from '../helpers/secrets';
import { topUp, type ApiClient } from './payments';

/**
 * A cardholder (`name`, `email`) with a virtual VISA card in USD, and `fund` minor units moved from the merchant's
 * available balance (topped up first) into the issuing balance, through the test-mode API. The card's revealed number
 * is remembered as a secret (the log check looks for it).
 */
export async function fundedCard(client: ApiClient, db: DbOrTx, o: { name: string; email: string; fund: number }) {
  const h = await client.post('/cardholders', {
    name: o.name, email: o.email, phone: '+1 415 555 0100', billing: { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' },
  });
  expect(h.statusCode, h.body).toBe(201);
  const c = await client.post('/cards', { cardholderId: h.json().id, type: 'virtual', brand: 'VISA', currency: 'USD' });
  expect(c.statusCode, c.body).toBe(201);
  rememberSecret('revealed card number', c.json().reveal.number);
  await topUp(db, client.scope, 'USD', o.fund);
  expect((await client.post('/issuing-balance/fund', { amount: o.fund, currency: 'USD' })).statusCode).toBe(201);
  return { cardId: c.json().id as string, holderId: h.json().id as string };
}
