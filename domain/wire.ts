// The records of the API as they cross the wire (JSON: Date fields arrive as ISO strings), for the SPA's typed
// data-provider methods. The zod record schemas they derive from are the ones the server serialises through.
import type { BalanceSummaryRecord, LedgerEntryRecord, TopupRecord, TransferRecord } from './balance/records';
import type { DisputeDetailRecord, DisputeRecord, EvidenceFileRecord } from './disputes/records';
import type { InvoiceMailRecord } from './invoices/mails';
import type { InvoiceAttachmentRecord, InvoiceRecord } from './invoices/records';
import type { PaymentLinkRecord } from './payment-links/records';
import type { SettlementEntryRecord, SettlementRecord } from './settlements/records';
import type { ReportRecord } from './reports/records';
import type { SmartAccountRecord, SmartEntryRecord, SmartIncomingRecord, SmartTransferDetailRecord, SmartTransferRecord } from './smart-account/records';
import type { CardholderRecord } from './issuing/cardholders';
import type { CardRecord, IssuedCardRecord } from './issuing/cards';
import type { AuthorizationRecord, TransactionRecord } from './issuing/authorizations';
import type { IssuingBalanceRecord, IssuingFundingRecord } from './issuing/balance';
import type { LimitSimulationRecord } from './issuing/limit-simulator';
import type { SpendingRecord } from './issuing/spending';
import type { ApprovalThresholdRecord, BeneficiaryRecord, PayoutDetailRecord, PayoutRecord } from './payouts/records';
import type { CustomerRecord, DisbursementRecord, EventRecord, PaymentDetailRecord, PaymentRecord, RefundRecord, SettleRecord } from './payment-records';
import type { MemberDetailRecord, MemberRecord, MemberTierRecord } from './subscriptions/membership';
import type { ServiceMessageRecord, ServiceRequestRecord } from './service-requests/records';
import type { CouponDetailRecord, CouponRecord, CouponSimulation as CouponSimulationRecord, PlanRecord, SubscriptionDetailRecord, SubscriptionRecord, TimelineEntry } from './subscriptions/records';

/** A record as it crosses the wire: Date fields are ISO strings. */
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type Payment = Wire<PaymentRecord>;
export type Refund = Wire<RefundRecord>;
export type PaymentEvent = Wire<EventRecord>;
export type PaymentDetail = Wire<Omit<PaymentDetailRecord, 'refunds' | 'timeline' | 'disputes'>> & {
  refunds: Refund[];
  disputes: Wire<PaymentDetailRecord['disputes'][number]>[];
  timeline: Wire<PaymentDetailRecord['timeline'][number]>[];
};
export type Customer = Wire<CustomerRecord>;
export type SettleRow = Wire<SettleRecord>;
export type Disbursement = Wire<DisbursementRecord>;
export type InvoiceAttachment = Wire<InvoiceAttachmentRecord>;
export type Invoice = Wire<Omit<InvoiceRecord, 'attachments'>> & { attachments: InvoiceAttachment[] };
export type InvoiceMail = Wire<InvoiceMailRecord>;
export type PaymentLink = Wire<PaymentLinkRecord>;
export type Dispute = Wire<DisputeRecord>;
export type EvidenceFile = Wire<EvidenceFileRecord>;
export type DisputeDetail = Wire<Omit<DisputeDetailRecord, 'files' | 'payment' | 'history'>> & {
  files: EvidenceFile[];
  payment: Wire<DisputeDetailRecord['payment']>;
  history: Wire<DisputeDetailRecord['history'][number]>[];
};
export type BalanceSummary = Wire<BalanceSummaryRecord>;
export type LedgerEntry = Wire<LedgerEntryRecord>;
export type Topup = Wire<TopupRecord>;
export type Transfer = Wire<TransferRecord>;
export type Settlement = Wire<SettlementRecord>;
export type SettlementEntry = Wire<SettlementEntryRecord>;
export type Report = Wire<ReportRecord>;
export type Beneficiary = Wire<BeneficiaryRecord>;
export type Payout = Wire<PayoutRecord>;
export type PayoutDetail = Wire<Omit<PayoutDetailRecord, 'timeline' | 'entries' | 'waterfall'>> & {
  timeline: Wire<PayoutDetailRecord['timeline'][number]>[];
  entries: LedgerEntry[];
  waterfall: Wire<PayoutDetailRecord['waterfall']>;
};
export type ApprovalThreshold = Wire<ApprovalThresholdRecord>;

// The smart account (issue 29, item 4).
export type SmartAccount = SmartAccountRecord;
export type SmartEntry = Wire<SmartEntryRecord>;
export type SmartTransfer = Wire<SmartTransferRecord>;
export type SmartTransferDetail = Wire<Omit<SmartTransferDetailRecord, 'timeline' | 'entries'>> & {
  timeline: Wire<SmartTransferDetailRecord['timeline'][number]>[];
  entries: SmartEntry[];
};
export type SmartIncoming = Wire<SmartIncomingRecord>;

// Coupons, plans and subscriptions (issue 30).
export type Coupon = Wire<CouponRecord>;
export type CouponDetail = Wire<Omit<CouponDetailRecord, 'redemptions' | 'promotionCodes'>> & {
  promotionCodes: Wire<CouponDetailRecord['promotionCodes'][number]>[];
  redemptions: Wire<CouponDetailRecord['redemptions'][number]>[];
};
export type CouponSimulation = Omit<CouponSimulationRecord, 'periods'> & { periods: Wire<CouponSimulationRecord['periods'][number]>[] };
export type Plan = Wire<PlanRecord>;
export type MemberTier = Wire<MemberTierRecord>;
export type Member = Wire<MemberRecord>;
export type MemberDetail = Wire<MemberDetailRecord>;
export type Subscription = Wire<SubscriptionRecord>;
export type SubscriptionTimelineEntry = Wire<TimelineEntry>;
export type SubscriptionDetail = Wire<Omit<SubscriptionDetailRecord, 'timeline' | 'upcoming'>> & {
  timeline: SubscriptionTimelineEntry[];
  upcoming: Wire<NonNullable<SubscriptionDetailRecord['upcoming']>> | null;
};

// Issuing (issue 31).
export type Cardholder = Wire<CardholderRecord>;
export type Card = Wire<CardRecord>;
export type IssuedCard = Wire<IssuedCardRecord>;

export type IssuingBalance = Wire<IssuingBalanceRecord>;
export type IssuingFunding = Wire<Omit<IssuingFundingRecord, 'balance'>> & { balance: IssuingBalance };
export type IssuingAuthorization = Wire<AuthorizationRecord>;
export type LimitSimulation = Wire<LimitSimulationRecord>;
export type IssuingSpending = Wire<SpendingRecord>;
export type IssuingTransaction = Wire<TransactionRecord>;

/** Website service requests (issue 32) and their thread. */
export type ServiceRequest = Wire<ServiceRequestRecord>;
export type ServiceMessage = Wire<ServiceMessageRecord>;
export type ServiceRequestDetail = ServiceRequest & { messages: ServiceMessage[] };
