// The CSV exports write each status as its list shows it: the labels of domain/csv-headers.ts are the catalogue's
// words under the key the list's status chip translates, in both languages, for every status of the domain.
import { describe, expect, it } from 'vitest';
import { TOPUP_STATUSES } from '../../domain/balance/rules';
import { TRANSFER_STATUSES } from '../../domain/balance/records';
import { AUTHORIZATION_STATUSES, TRANSACTION_TYPES } from '../../domain/issuing/authorizations';
import { DISPUTE_CSV, DISBURSEMENT_CSV, ISSUING_AUTHORIZATION_CSV, ISSUING_TRANSACTION_CSV, INVOICE_CSV, PAYMENT_CSV, PAYMENT_LINK_CSV, RECONCILIATION_CSV, REFUND_CSV, REPORT_KIND_LABELS, REPORTS_CSV, ROLE_CSV, TEAM_MEMBER_CSV, SETTLEMENT_CSV, TOPUP_CSV, TRANSFER_CSV, type CsvLabels } from '../../domain/csv-headers';
import { DISPUTE_STATUSES } from '../../domain/disputes/status';
import { INVOICE_STATUSES } from '../../domain/invoices/status';
import { PAYMENT_LINK_STATUSES } from '../../domain/payment-links/status';
import { DISBURSEMENT_STATUSES } from '../../domain/payment-filters';
import { LEGACY_DISPLAYED_STATUSES } from '../../domain/legacy-flow';
import { PAYMENT_STATUSES, REFUND_STATUSES } from '../../domain/payment-status';
import { REPORT_KINDS, REPORT_STATUSES, SETTLEMENT_STATUSES } from '../../domain/settlements/status';
import { ROLE_KINDS, TEAM_MEMBER_STATUSES } from '../../domain/team/list';
import { enMessages } from './full';
import type { MessageTree } from './messages';
import { zhMessages } from './zh-catalogue';

function at(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

// The export, the statuses it may write, and the key its list's chip translates a status with.
const EXPORTS: Array<[string, CsvLabels | undefined, readonly string[], string]> = [
  ['payments', PAYMENT_CSV.statuses, [...PAYMENT_STATUSES, 'disputed', ...LEGACY_DISPLAYED_STATUSES], 'app.payments.status'],
  ['refunds', REFUND_CSV.statuses, REFUND_STATUSES, 'app.payments.status'],
  ['disbursements', DISBURSEMENT_CSV.statuses, DISBURSEMENT_STATUSES, 'app.payments.status'],
  ['invoices', INVOICE_CSV.statuses, INVOICE_STATUSES, 'app.invoices.status'],
  ['payment links', PAYMENT_LINK_CSV.statuses, PAYMENT_LINK_STATUSES, 'app.paymentLinks.status'],
  ['disputes', DISPUTE_CSV.statuses, DISPUTE_STATUSES, 'app.disputes.status'],
  ['top-ups', TOPUP_CSV.statuses, TOPUP_STATUSES, 'app.topups.status'],
  ['transfers', TRANSFER_CSV.statuses, TRANSFER_STATUSES, 'app.transfers.status'],
  ['settlements', SETTLEMENT_CSV.statuses, SETTLEMENT_STATUSES, 'app.settlements.status'],
  ['reports', REPORTS_CSV.statuses, REPORT_STATUSES, 'app.reports.status'],
  ['report kinds', REPORT_KIND_LABELS, REPORT_KINDS, 'app.reports.kinds'],
  ['issuing authorizations', ISSUING_AUTHORIZATION_CSV.statuses, AUTHORIZATION_STATUSES, 'app.issuing.authorizationStatus'],
  ['issuing transactions', ISSUING_TRANSACTION_CSV.statuses, TRANSACTION_TYPES, 'app.issuing.transactionType'],
  ['team members', TEAM_MEMBER_CSV.statuses, TEAM_MEMBER_STATUSES, 'app.team.status'],
  ['roles', ROLE_CSV.statuses, ROLE_KINDS, 'app.team.roleList'],
  ['reconciliation findings', RECONCILIATION_CSV.statuses, ['difference', 'ledgerOnly', 'paymentsOnly'], 'app.settlements.reconcile.kinds'],
];

describe('CSV status labels', () => {
  it.each(EXPORTS)('%s: every status as its list shows it, in English and Chinese', (_, labels, statuses, prefix) => {
    expect(labels).toBeDefined();
    const shown = (tree: MessageTree) => Object.fromEntries(statuses.map((s) => [s, at(tree, `${prefix}.${s}`)]));
    expect(Object.fromEntries(statuses.map((s) => [s, labels![s]?.en]))).toEqual(shown(enMessages));
    expect(Object.fromEntries(statuses.map((s) => [s, labels![s]?.zh]))).toEqual(shown(zhMessages));
    // And no label for a status the list does not show.
    for (const [code, l] of Object.entries(labels!)) {
      expect(l.en, code).toBe(at(enMessages, `${prefix}.${code}`));
      expect(l.zh, code).toBe(at(zhMessages, `${prefix}.${code}`));
    }
  });
});
