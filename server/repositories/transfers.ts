// Transfer lists (issue 28): the money that really moves between the merchant's balance and accounts in this
// product today, read where it is recorded: top-ups in (bank transfer to the virtual account, card), disbursements
// out to the merchant's bank, and transfers the bank received that no top-up claimed (held for review). One UNION
// ALL over the three tables, each confined to the scope; ids keep their prefixes (tu_, dis_/po_, itr_), so an id
// names one row. Payouts to beneficiaries (issue 29) are the fourth branch (po_), moves between the available balance
// and the smart account the fifth (sam_).
import { sql, type SQL } from 'drizzle-orm';
import type { TransferFilter } from '../../domain/balance/records';
import { asList } from '../../domain/payment-filters';
import type { DbOrTx } from '../db/client';
import { disbursements, incomingTransfers, payouts, smartAccountMoves, topups } from '../db/schema';
import type { Cursor, ListQuery } from '../lib/paging';
import { prefixPattern } from './keyset';
import type { Scope } from './scope';

export const TRANSFER_SORT_FIELDS = ['createdAt', 'amount'] as const;
export type TransferSortField = (typeof TRANSFER_SORT_FIELDS)[number];

export interface TransferRow {
  id: string;
  kind: 'topup' | 'disbursement' | 'incoming_transfer' | 'payout' | 'smart_account';
  direction: 'in' | 'out';
  status: string;
  amount: string;
  currency: string;
  reference: string | null;
  method: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  bankName: string | null;
  bankAccount: string | null;
  createdAt: string;
  completedAt: string | null;
  cursorAt: string;
  livemode: boolean;
  accountId: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The five branches (payouts to beneficiaries the fourth, moves between the balance and the smart account the fifth,
 * their direction as the method), each with the same columns, confined to the scope.
 */
function transfersOf(scope: Scope): SQL {
  const a = scope.accountId;
  const l = scope.livemode;
  return sql`(
    select ${topups.id} as id, 'topup' as kind, 'in' as direction, ${topups.status} as status, ${topups.amount} as amount,
      ${topups.currency} as currency, ${topups.reference} as reference, ${topups.method} as method, ${topups.cardBrand} as card_brand,
      ${topups.cardLast4} as card_last4, null::text as bank_name, null::text as bank_account, ${topups.createdAt} as created_at,
      ${topups.succeededAt} as completed_at
    from ${topups} where ${topups.accountId} = ${a} and ${topups.livemode} = ${l}
    union all
    select ${disbursements.id}, 'disbursement', 'out', ${disbursements.status}, ${disbursements.amount}, ${disbursements.currency}, null, null, null, null,
      ${disbursements.bankName}, ${disbursements.bankAccount}, ${disbursements.createdAt}, ${disbursements.deliveredAt}
    from ${disbursements} where ${disbursements.accountId} = ${a} and ${disbursements.livemode} = ${l}
    union all
    select ${incomingTransfers.id}, 'incoming_transfer', 'in', ${incomingTransfers.status}, ${incomingTransfers.amount}, ${incomingTransfers.currency},
      ${incomingTransfers.reference}, 'bank_transfer', null, null, null, null, ${incomingTransfers.receivedAt}, null
    from ${incomingTransfers} where ${incomingTransfers.accountId} = ${a} and ${incomingTransfers.livemode} = ${l} and ${incomingTransfers.status} = 'held'
    union all
    select ${payouts.id}, 'payout', 'out', ${payouts.status}, ${payouts.amount}, ${payouts.currency}, ${payouts.description}, ${payouts.methodType}, null, null,
      ${payouts.beneficiaryName}, ${payouts.beneficiaryLast4}, ${payouts.createdAt}, ${payouts.succeededAt}
    from ${payouts} where ${payouts.accountId} = ${a} and ${payouts.livemode} = ${l}
    union all
    select ${smartAccountMoves.id}, 'smart_account', case when ${smartAccountMoves.direction} = 'to_balance' then 'in' else 'out' end, 'succeeded',
      ${smartAccountMoves.amount}, ${smartAccountMoves.currency}, ${smartAccountMoves.description}, ${smartAccountMoves.direction}, null, null, null, null,
      ${smartAccountMoves.createdAt}, ${smartAccountMoves.createdAt}
    from ${smartAccountMoves} where ${smartAccountMoves.accountId} = ${a} and ${smartAccountMoves.livemode} = ${l}
  ) t`;
}

function where(f: TransferFilter, opts: { ids?: string[]; withoutDirection?: boolean; after?: Cursor | null } = {}): SQL {
  const c: SQL[] = [sql`true`];
  if (opts.ids) c.push(sql`t.id in (${sql.join(opts.ids.map((id) => sql`${id}`), sql`, `)})`);
  if (f.q) c.push(sql`(t.id like ${prefixPattern(f.q)} or t.reference like ${prefixPattern(f.q.toUpperCase())})`);
  if (f.direction && !opts.withoutDirection) c.push(sql`t.direction = ${f.direction}`);
  const list = (column: string, values: readonly string[] | undefined) => {
    if (values) c.push(sql`${sql.raw(`t.${column}`)} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`);
  };
  list('kind', asList(f.kind));
  list('status', asList(f.status));
  list('currency', asList(f.currency));
  if (f.createdFrom) c.push(sql`t.created_at >= ${new Date(f.createdFrom).toISOString()}::timestamptz`);
  if (f.createdTo) c.push(sql`t.created_at <= ${new Date(f.createdTo).toISOString()}::timestamptz`);
  if (opts.after) c.push(sql`(t.created_at, t.id) < (${opts.after.createdAt}::timestamptz, ${opts.after.id})`);
  return sql.join(c, sql` and `);
}

const COLUMNS = sql`t.id, t.kind, t.direction, t.status, t.amount::text as amount, t.currency, t.reference, t.method, t.card_brand as "cardBrand",
  t.card_last4 as "cardLast4", t.bank_name as "bankName", t.bank_account as "bankAccount", t.created_at as "createdAt",
  t.completed_at as "completedAt", t.created_at::text as "cursorAt"`;

/** The amount as text on both drivers, and the scope the row was read in (the other side of some rows depends on it). */
const normal = (scope: Scope) => (r: TransferRow): TransferRow => ({ ...r, amount: String(r.amount), accountId: scope.accountId, livemode: scope.livemode });

export async function listTransfers(db: DbOrTx, scope: Scope, q: ListQuery<TransferFilter, TransferSortField>) {
  const order = q.sort.order === 'ASC' ? sql`asc` : sql`desc`;
  const column = q.sort.field === 'amount' ? sql`t.amount` : sql`t.created_at`;
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from ${transfersOf(scope)} where ${where(q.filter, { ids: q.ids })} order by ${column} ${order}, t.id ${order} limit ${q.limit} offset ${q.offset}`),
    db.execute(sql`select count(*)::int as n from ${transfersOf(scope)} where ${where(q.filter, { ids: q.ids })}`),
  ]);
  return { rows: rowsOf<TransferRow>(rows).map(normal(scope)), total: Number(rowsOf<{ n: number }>(total)[0].n) };
}

export async function countTransfersByDirection(db: DbOrTx, scope: Scope, filter: TransferFilter) {
  const rows = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select t.direction as status, count(*)::int as n from ${transfersOf(scope)} where ${where(filter, { withoutDirection: true })} group by t.direction`),
  );
  return rows.map((r) => ({ status: r.status, n: Number(r.n) }));
}

export async function countTransfers(db: DbOrTx, scope: Scope, filter: TransferFilter, ids?: string[]) {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${transfersOf(scope)} where ${where(filter, { ids })}`));
  return Number(rows[0].n);
}

export async function transferBatch(db: DbOrTx, scope: Scope, filter: TransferFilter, ids: string[] | undefined, after: Cursor | null, limit: number) {
  const rows = rowsOf<TransferRow>(
    await db.execute(sql`select ${COLUMNS} from ${transfersOf(scope)} where ${where(filter, { ids, after })} order by t.created_at desc, t.id desc limit ${limit}`),
  ).map(normal(scope));
  const last = rows[rows.length - 1];
  return { rows, next: rows.length < limit || !last ? null : { createdAt: last.cursorAt, id: last.id } };
}

export async function findTransfer(db: DbOrTx, scope: Scope, id: string): Promise<TransferRow | undefined> {
  const rows = rowsOf<TransferRow>(await db.execute(sql`select ${COLUMNS} from ${transfersOf(scope)} where t.id = ${id} limit 1`));
  return rows[0] ? normal(scope)(rows[0]) : undefined;
}
