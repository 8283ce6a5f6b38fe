// Invoice states and what each allows (spec section 4), the list tabs, and the past-due rule. The server refuses
// any action the table does not allow; the SPA shows only the buttons the same table offers.

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_ACTION_NAMES = ['detail', 'edit', 'delete', 'duplicate', 'finalize', 'cancel'] as const;
export type InvoiceAction = (typeof INVOICE_ACTION_NAMES)[number];

/**
 * Spec section 4: Draft (detail, edit, delete, duplicate), Open (detail, duplicate, cancel), Paid and Void (detail,
 * duplicate). Finalizing is how a draft becomes Open, so it belongs to Draft too. Paying happens on the checkout.
 */
export const INVOICE_ACTIONS: Readonly<Record<InvoiceStatus, readonly InvoiceAction[]>> = {
  draft: ['detail', 'edit', 'delete', 'duplicate', 'finalize'],
  open: ['detail', 'duplicate', 'cancel'],
  paid: ['detail', 'duplicate'],
  void: ['detail', 'duplicate'],
};

export function canInvoice(status: InvoiceStatus, action: InvoiceAction): boolean {
  return INVOICE_ACTIONS[status].includes(action);
}

/** Only an open invoice can be paid on the checkout page. */
export function isPayableStatus(status: InvoiceStatus): boolean {
  return status === 'open';
}

export const INVOICE_TABS = ['all', 'paid', 'outstanding', 'pastDue', 'draft'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** The status a tab shows (all: any). Past due is open and due before today, so it also needs the due date. */
export const TAB_STATUS: Readonly<Record<InvoiceTab, InvoiceStatus | null>> = {
  all: null,
  paid: 'paid',
  outstanding: 'open',
  pastDue: 'open',
  draft: 'draft',
};

export interface DueInvoice {
  status: InvoiceStatus;
  /** YYYY-MM-DD */
  dueDate: string;
}

/**
 * Open and due before today, where today is the calendar date in the account's time zone (YYYY-MM-DD). An invoice
 * due today is not yet past due. ISO dates compare correctly as strings.
 */
export function isPastDue(invoice: DueInvoice, todayIso: string): boolean {
  return invoice.status === 'open' && invoice.dueDate < todayIso;
}

/** Whether an invoice shows under a tab (outstanding includes the past-due ones). */
export function inTab(invoice: DueInvoice, tab: InvoiceTab, todayIso: string): boolean {
  if (tab === 'pastDue') return isPastDue(invoice, todayIso);
  const status = TAB_STATUS[tab];
  return status === null || invoice.status === status;
}
