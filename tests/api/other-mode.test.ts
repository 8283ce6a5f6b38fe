// "Not found here, but in the other mode" (issue 33, 4): `GET {base}/<resource>/:id/other-mode` says whether the id
// is a record of the other mode of the caller's own account, behind the resource's `show` action. Another account's
// id says nothing (the same answer as an id that exists nowhere), a key (which works in its own mode) is refused.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { insertInvoice } from '../factories/billing';
import { makePayment, signedInMerchant } from '../factories/payments';
import { rememberSecret } from '../helpers/secrets';

const { app, database } = await setupTestApp();
const db = database.db;

const found = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { found: boolean } }).data.found;
};

describe('GET {base}/<resource>/:id/other-mode', () => {
  it('finds a record of the other mode of the own account, from either base', async () => {
    const m = await signedInMerchant(app, db);
    const payment = await makePayment(m.test);
    expect(found(await m.live.get(`/payments/${payment.id}/other-mode`))).toBe(true);
    // Asked from its own mode, the other mode has no such record.
    expect(found(await m.test.get(`/payments/${payment.id}/other-mode`))).toBe(false);

    const liveInvoice = await insertInvoice(db, m.live.scope);
    expect(found(await m.test.get(`/invoices/${liveInvoice.id}/other-mode`))).toBe(true);
    expect(found(await m.live.get(`/invoices/${liveInvoice.id}/other-mode`))).toBe(false);
    expect(found(await m.test.get('/payments/pay_nosuchpayment/other-mode'))).toBe(false);
  });

  it("says nothing about another account's records, in either mode", async () => {
    const mine = await signedInMerchant(app, db);
    const theirs = await signedInMerchant(app, db);
    const payment = await makePayment(theirs.test);
    const invoice = await insertInvoice(db, theirs.live.scope);
    for (const client of [mine.live, mine.test]) {
      expect(found(await client.get(`/payments/${payment.id}/other-mode`))).toBe(false);
      expect(found(await client.get(`/invoices/${invoice.id}/other-mode`))).toBe(false);
    }
  });

  it("asks for the resource's show code, and is no call of the merchant API's keys", async () => {
    const owner = await signedInMerchant(app, db);
    const payment = await makePayment(owner.test);
    const analyst = await signedInMerchant(app, db, { permissions: ['Invoice'], role: 'member' });
    expect((await analyst.live.get(`/payments/${payment.id}/other-mode`)).statusCode).toBe(403);

    const keys = (await owner.test.get('/api-keys')).json() as { id: string; kind: string }[];
    const secretId = keys.find((k) => k.kind === 'secret')!.id;
    const secret = (await owner.test.get(`/api-keys/${secretId}/reveal`)).json().data.value as string;
    rememberSecret('test secret key', secret);
    const byKey = await app.inject({ url: `/test/api/payments/${payment.id}/other-mode`, headers: { authorization: `Bearer ${secret}` } });
    expect(byKey.statusCode).toBe(403);
  });
});
