// Read models that join more than one table: a payment's detail (refunds, timeline), customers with their
// payment totals, a customer's settle records, and the quick status tab counts.
import type { PaymentFilter } from '../../../domain/payment-filters';
import type { CustomerRecord, PaymentCounts, PaymentDetailRecord, SettleRecord } from '../../../domain/payment-records';
import { PAYMENT_STATUSES } from '../../../domain/payment-status';
import type { DbOrTx } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { toSafeNumber } from '../../lib/money';
import type { ListQuery } from '../../lib/paging';
import type { SettleRecordFilter, CustomerFilter } from '../../../domain/payment-filters';
import {
  findCustomer,
  listCustomers,
  listSettleRecords,
  paymentTotals,
  type CustomerSortField,
  type SettleSortField,
} from '../../repositories/customers';
import { countPaymentsByStatus, findPayment } from '../../repositories/payments';
import { refundsOfPayment } from '../../repositories/refunds';
import { disputesOfPayment } from '../../repositories/disputes';
import { refundableWithDisputes } from '../../../domain/disputes/status';
import type { Scope } from '../../repositories/scope';
import { paymentTimeline } from '../events';
import { customerRecordOf, paymentRecordOf, refundRecordOf } from './records';

export async function paymentDetail(db: DbOrTx, scope: Scope, id: string): Promise<PaymentDetailRecord> {
  const payment = await findPayment(db, scope, id);
  if (!payment) throw NotFound();
  const [refunds, timeline, disputes] = await Promise.all([refundsOfPayment(db, scope, id), paymentTimeline(db, scope, id), disputesOfPayment(db, scope, id)]);
  const pending = refunds.filter((r) => r.status === 'refundPending').reduce((sum, r) => sum + r.amount, 0n);
  const record = paymentRecordOf(payment, pending);
  const amountRefundable = refundableWithDisputes(record.amountRefundable, disputes.map((d) => ({ amount: toSafeNumber(d.amount), status: d.status })));
  return {
    ...record,
    amountRefundable,
    refunds: refunds.map(refundRecordOf),
    timeline,
    disputes: disputes.map((d) => ({ id: d.id, status: d.status, reason: d.reason, amount: toSafeNumber(d.amount), currency: d.currency, dueBy: d.dueBy })),
  };
}

export async function paymentCounts(db: DbOrTx, scope: Scope, filter: PaymentFilter): Promise<PaymentCounts> {
  const rows = await countPaymentsByStatus(db, scope, filter);
  const counts = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<(typeof PAYMENT_STATUSES)[number], number>;
  for (const r of rows) counts[r.status] = r.n;
  return { all: rows.reduce((sum, r) => sum + r.n, 0), ...counts };
}

export async function customersPage(db: DbOrTx, scope: Scope, q: ListQuery<CustomerFilter, CustomerSortField>) {
  const { rows, total } = await listCustomers(db, scope, q);
  const totals = await paymentTotals(db, scope, rows.map((c) => c.id));
  const records: CustomerRecord[] = rows.map((c) => {
    const mine = totals.filter((t) => t.customerId === c.id);
    return customerRecordOf(c, {
      count: mine.reduce((n, t) => n + t.n, 0),
      amounts: mine.map((t) => ({ currency: t.currency, amount: toSafeNumber(t.amount) })),
    });
  });
  return { records, total };
}

export async function customerDetail(db: DbOrTx, scope: Scope, id: string): Promise<CustomerRecord> {
  const customer = await findCustomer(db, scope, id);
  if (!customer) throw NotFound();
  const totals = await paymentTotals(db, scope, [id]);
  return customerRecordOf(customer, {
    count: totals.reduce((n, t) => n + t.n, 0),
    amounts: totals.map((t) => ({ currency: t.currency, amount: toSafeNumber(t.amount) })),
  });
}

export async function settleRecordsPage(db: DbOrTx, scope: Scope, customerId: string, q: ListQuery<SettleRecordFilter, SettleSortField>) {
  if (!(await findCustomer(db, scope, customerId))) throw NotFound();
  const { rows, total } = await listSettleRecords(db, scope, customerId, q);
  const records: SettleRecord[] = rows.map((r) => {
    const paymentAmount = toSafeNumber(r.amount);
    const serviceFee = toSafeNumber(r.serviceFee);
    const fxFee = toSafeNumber(r.fxFee);
    return {
      id: r.id,
      transactionId: r.id,
      currency: r.currency,
      paymentAmount,
      serviceFee,
      fxFee,
      fee: serviceFee + fxFee,
      settledAmount: paymentAmount - serviceFee - fxFee,
      date: r.availableOn ?? new Date(0),
    };
  });
  return { records, total };
}
