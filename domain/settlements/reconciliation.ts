// Reconciliation (issue 28): a batch diffed against the payments, refunds and disputes it settles, field by field,
// with the rows found on one side only; and a bank statement compared with the batches due to arrive in its period.
import { z } from 'zod';

export const RECONCILIATION_FIELDS = ['amount', 'fee', 'currency', 'availableOn', 'status'] as const;

export const reconciliationRecord = z.object({
  settlementId: z.string(),
  /** Entries whose source agrees on every field. */
  matched: z.number().int(),
  differences: z.array(z.object({ entryId: z.string(), sourceId: z.string(), type: z.string(), field: z.enum(RECONCILIATION_FIELDS), ledger: z.string(), source: z.string() })),
  /** Entries of the batch with no payment, refund or dispute behind them. */
  ledgerOnly: z.array(z.object({ entryId: z.string(), sourceId: z.string(), type: z.string(), amount: z.number().int() })),
  /** Captured payments available in the batch's period and currency that it does not settle. */
  paymentsOnly: z.array(z.object({ paymentId: z.string(), amount: z.number().int(), currency: z.string(), availableOn: z.date(), settledIn: z.string().nullable() })),
});
export type ReconciliationRecord = z.infer<typeof reconciliationRecord>;

const day = (key: string) => z.iso.date({ error: key });
export const statementUploadFields = z
  .strictObject({ periodFrom: day('statement_period_invalid'), periodTo: day('statement_period_invalid') })
  .refine((p) => p.periodFrom <= p.periodTo && (Date.parse(p.periodTo) - Date.parse(p.periodFrom)) / 86_400_000 < 366, { path: ['periodTo'], message: 'statement_period_invalid' });

const batchSide = z.object({ settlementId: z.string(), bankReference: z.string(), currency: z.string(), net: z.number().int(), arrivalDate: z.string(), status: z.string() });
const statementSide = z.object({ line: z.number().int(), date: z.string(), reference: z.string(), amount: z.number().int(), currency: z.string() });

export const statementReconciliationRecord = z.object({
  periodFrom: z.string(),
  periodTo: z.string(),
  arrived: z.array(batchSide.extend({ line: z.number().int() })),
  amountDiffers: z.array(batchSide.extend({ line: z.number().int(), statementAmount: z.number().int() })),
  missing: z.array(batchSide),
  /** Statement lines no batch explains. */
  unknown: z.array(statementSide),
});
export type StatementReconciliationRecord = z.infer<typeof statementReconciliationRecord>;
