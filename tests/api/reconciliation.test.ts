// Reconciliation (issue 28): a seeded batch diffed against its payments agrees until a deliberate mismatch, which is
// listed field by field (and exported), as are rows on one side only; an uploaded bank statement tells which batches
// arrived, which amounts differ and which are missing, and a malformed one is refused line by line, translated.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '../../domain/currency';
import { seedPayments } from '../../server/seed/payments';
import { seedSettlements } from '../../server/seed/settlements';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { signedInMerchant, type ApiClient } from '../factories/payments';

const { app, database } = await setupTestApp();
const db = database.db;

type Batch = { id: string; currency: string; net: number; gross: number; paymentCount: number; arrivalDate: string; bankReference: string; status: string };

async function seededMerchant() {
  const m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 300, events: false });
  await seedSettlements(db, m.test.scope, new Date());
  return m;
}

function upload(client: ApiClient, fields: Record<string, string>, csv: string | null, lang = 'en') {
  const boundary = 'RECONCILE';
  let payload = '';
  for (const [k, v] of Object.entries(fields)) payload += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  if (csv !== null) payload += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`;
  payload += `--${boundary}--\r\n`;
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang };
  return client.post('/settlements/statements', payload, headers);
}

describe('batch reconciliation', () => {
  it('agrees on a seeded batch, then lists a deliberate mismatch field by field and the rows on one side only', async () => {
    const m = await seededMerchant();
    // The paid USD batch with the most payments (the seed is random: a day may hold a single payment).
    const paid = (await m.test.get('/settlements', { filter: { currency: 'USD', status: 'paid' }, sort: ['gross', 'DESC'], range: [0, 99] })).json() as Batch[];
    const batch = paid.reduce((a, b) => (b.paymentCount > a.paymentCount ? b : a));
    expect(batch.paymentCount).toBeGreaterThanOrEqual(2);
    const clean = (await m.test.get(`/settlements/${batch.id}/reconciliation`)).json().data;
    expect(clean).toMatchObject({ settlementId: batch.id, differences: [], ledgerOnly: [], paymentsOnly: [] });
    expect(clean.matched).toBeGreaterThan(0);

    const [record, lost] = (await m.test.get(`/settlements/${batch.id}/records`, { sort: ['paymentAmount', 'ASC'], range: [0, 1] })).json();
    expect(lost).toBeDefined();
    // The payment's amount changed behind the ledger's back; an entry with no source; a payment the batch lost.
    await db.execute(sql`update payments set amount = amount + 1 where id = ${record.transactionId}`);
    await db.execute(sql`insert into ledger_entries (account_id, livemode, currency, amount, type, source_id, available_on, settlement_id)
      values (${m.account.id}, false, 'USD', 500, 'charge', 'pay_nowhere', now(), ${batch.id})`);
    await db.execute(sql`update ledger_entries set settlement_id = null where source_id = ${lost.transactionId} and type = 'charge'`);

    const found = (await m.test.get(`/settlements/${batch.id}/reconciliation`)).json().data;
    expect(found.differences).toEqual([
      expect.objectContaining({ sourceId: record.transactionId, field: 'amount', ledger: String(record.paymentAmount), source: String(record.paymentAmount + 1) }),
    ]);
    expect(found.ledgerOnly).toEqual([expect.objectContaining({ sourceId: 'pay_nowhere', amount: 500 })]);
    expect(found.paymentsOnly).toEqual([expect.objectContaining({ paymentId: lost.transactionId, settledIn: null })]);

    // Exported as every list is: header first, findings as the card names them, amounts in major units, cells guarded
    // against formulas, the mode and time in the file name.
    await db.execute(sql`insert into ledger_entries (account_id, livemode, currency, amount, type, source_id, available_on, settlement_id)
      values (${m.account.id}, false, 'USD', 1, 'charge', '=HYPERLINK("x")', now(), ${batch.id})`);
    const csv = await m.test.get(`/settlements/${batch.id}/reconciliation/export`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="reconciliation_${batch.id}_test_UTC_\\d{8}-\\d{6}\\.csv"$`));
    expect(csv.headers['x-total-count']).toBe('4');
    const [head, ...rows] = parseCsv(csv.body);
    expect(head).toEqual(['Finding', 'Entry ID', 'Source ID', 'Type', 'Field', 'Ledger', 'Payments']);
    const money = (minor: number) => fromMinorUnits(minor, 'USD');
    expect(rows.map((r) => r.slice(2))).toEqual(expect.arrayContaining([
      [record.transactionId, 'charge', 'amount', money(record.paymentAmount), money(record.paymentAmount + 1)],
      ['pay_nowhere', 'charge', 'amount', '5.00', ''],
      ["'=HYPERLINK(\"x\")", 'charge', 'amount', '0.01', ''],
      [lost.transactionId, 'charge', 'amount', '', money(lost.paymentAmount)],
    ]));
    expect(rows.map((r) => r[0]).sort()).toEqual(['Differs', 'Ledger only', 'Ledger only', 'Not settled']);
    const zh = parseCsv((await m.test.get(`/settlements/${batch.id}/reconciliation/export`, { lang: 'zh' })).body);
    expect(zh[0][0]).toBe('结果');
    expect(zh.slice(1).map((r) => r[0]).sort()).toEqual(['不一致', '仅在账目中', '仅在账目中', '未结算'].sort());
    expect((await (await signedInMerchant(app, db)).test.get(`/settlements/${batch.id}/reconciliation`)).statusCode).toBe(404);
  });
});

describe('bank statement reconciliation', () => {
  it('tells which batches arrived, which amounts differ, which are missing and which lines are unknown', async () => {
    const m = await seededMerchant();
    const all = (await m.test.get('/settlements', { sort: ['settlementDate', 'DESC'], range: [0, 199] })).json() as Batch[];
    const due = all.filter((b) => b.net > 0 && b.arrivalDate >= '2000-01-01').slice(5, 9);
    expect(due).toHaveLength(4);
    const periodFrom = due.map((b) => b.arrivalDate).sort()[0];
    const periodTo = due.map((b) => b.arrivalDate).sort().at(-1)!;
    const inPeriod = all.filter((b) => b.net > 0 && b.arrivalDate >= periodFrom && b.arrivalDate <= periodTo);
    const [byReference, byAmount, wrong, ...others] = inPeriod;
    const money = (b: Batch, delta = 0) => fromMinorUnits(b.net + delta, b.currency);
    const csv = [
      'Date,Reference,Amount,Currency',
      `${byReference.arrivalDate},${byReference.bankReference},${money(byReference)},${byReference.currency}`,
      `${byAmount.arrivalDate},TRANSFER 88121,${money(byAmount)},${byAmount.currency}`,
      `${wrong.arrivalDate},${wrong.bankReference},${money(wrong, -100)},${wrong.currency}`,
      `${periodFrom},UNRELATED,12.00,USD`,
    ].join('\r\n');
    const res = await upload(m.test, { periodFrom, periodTo }, csv);
    expect(res.statusCode).toBe(200);
    const r = res.json().data;
    expect(r.arrived.map((a: { settlementId: string; line: number }) => [a.settlementId, a.line])).toEqual([[byReference.id, 2], [byAmount.id, 3]]);
    expect(r.amountDiffers).toEqual([expect.objectContaining({ settlementId: wrong.id, line: 4, statementAmount: wrong.net - 100 })]);
    expect(r.missing.map((b: { settlementId: string }) => b.settlementId).sort()).toEqual(others.map((b) => b.id).sort());
    expect(r.unknown).toEqual([expect.objectContaining({ line: 5, reference: 'UNRELATED', amount: 1200 })]);
  });

  it('refuses a malformed statement naming the line and the field, translated', async () => {
    const m = await signedInMerchant(app, db);
    const period = { periodFrom: '2026-01-01', periodTo: '2026-01-31' };
    const bad = await upload(m.test, period, 'date,reference,amount,currency\n2026-01-05,R1,10.00,USD\n2026-01-32,R2,1.234,USD\n');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['lines.3.date', 'lines.3.amount']);
    const zh = await upload(m.test, period, 'date,reference,amount\n2026-01-05,R1,10.00\n', 'zh-CN');
    expect(zh.json().errors['lines.1.currency']).toBe('银行对账单需要以下列：date、reference、amount、currency。');
    expect((await upload(m.test, period, null)).json().errors).toHaveProperty('file');
    expect((await upload(m.test, { periodFrom: '2026-02-01', periodTo: '2026-01-01' }, 'x')).json().errors).toHaveProperty('periodTo');
    expect((await upload(m.test, period, 'date,reference,amount,currency\n')).json().errors).toHaveProperty('file');
    // A quote never closed: that line is named (the rest of the file is inside the quote), with the other problems.
    const unclosed = await upload(m.test, period, '\uFEFFdate,reference,amount,currency\r\n2026-01-40,R1,10.00,USD\r\n2026-01-06,"R2,1.00,USD\r\n2026-01-07,R3,1.00,USD\r\n', 'zh-CN');
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().errors).toEqual({ 'lines.2.date': '日期必须是有效日期，格式为 YYYY-MM-DD。', 'lines.3': '该行无法按 CSV 读取：有引号未闭合。' });
  });
});
