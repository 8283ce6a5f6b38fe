// The text filters ("contains", case-insensitive) are served by the trigram indexes of migration 0007 on both
// engines, and keep their meaning: any case, anywhere in the text, % and _ taken literally.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';
import { signedInMerchant } from '../factories/payments';
import { seedPayments } from '../../server/seed/payments';
import { insertPayment, paymentConditions } from '../../server/repositories/payments';
import { payments } from '../../server/db/schema';

const { app, database } = await setupTestApp();
const db = database.db;
let m: Awaited<ReturnType<typeof signedInMerchant>>;

const base = { amount: 1000n, currency: 'USD', status: 'succeeded' as const, captureMethod: 'automatic' as const, amountRefunded: 0n, serviceFee: 0n, fxFee: 0n };

beforeAll(async () => {
  m = await signedInMerchant(app, db);
  await seedPayments(db, m.test.scope, { count: 3000, events: false, seed: 5 });
  for (const [id, customerName] of [['pay_trgm_1', 'Zoë Quillfeather'], ['pay_trgm_2', 'QUILLFEATHER & Sons'], ['pay_trgm_3', '100%_Quill']] as const) {
    await insertPayment(db, m.test.scope, { ...base, id, customerName });
  }
  await db.execute(sql`analyze payments`);
});

const names = async (filter: Record<string, unknown>) => {
  const res = await m.test.get('/payments', { filter, range: [0, 49] });
  expect(res.statusCode).toBe(200);
  return { names: (res.json() as { customerName: string }[]).map((p) => p.customerName).sort(), total: res.headers['content-range'] };
};

describe('text filters on payments', () => {
  it('match a fragment in any case, anywhere in the name, with an exact total', async () => {
    expect(await names({ customerName: 'illfeath' })).toEqual({ names: ['QUILLFEATHER & Sons', 'Zoë Quillfeather'], total: 'payments 0-1/2' });
    expect(await names({ q: 'QuIlL' })).toEqual({ names: ['100%_Quill', 'QUILLFEATHER & Sons', 'Zoë Quillfeather'], total: 'payments 0-2/3' });
    expect(await names({ q: '0%_q' })).toEqual({ names: ['100%_Quill'], total: 'payments 0-0/1' });
    expect(await names({ customerName: 'no such customer zz' })).toEqual({ names: [], total: 'payments */0' });
  });

  it('are planned on the trigram index', async () => {
    // The planner prefers a scan of the scope index on a table this small; without it, the trigram index must serve.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const where = paymentConditions(m.test.scope, { customerName: 'illfeath' });
      const query = tx.select({ id: payments.id }).from(payments).where(where).toSQL();
      const explained = await tx.execute(sql`explain ${sql.raw(inline(query.sql, query.params))}`);
      return JSON.stringify(explained);
    });
    expect(plan).toContain('payments_customer_name_trgm_idx');
  });

  it('exist for every searched text column', async () => {
    const rows = await db.execute(sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by 1`);
    const found = JSON.stringify(rows);
    for (const name of ['payments_customer_name_trgm_idx', 'refunds_customer_name_trgm_idx', 'customers_name_trgm_idx', 'customers_email_trgm_idx',
      'invoices_number_trgm_idx', 'invoices_name_trgm_idx', 'invoices_email_trgm_idx', 'payment_links_description_trgm_idx']) {
      expect(found).toContain(name);
    }
  });
});

/** EXPLAIN takes no bind parameters: the test's own values, inlined as literals. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === 'boolean' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}
