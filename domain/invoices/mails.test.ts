import { describe, expect, it } from 'vitest';
import { canSendInvoice, reminderDue } from './mails';

describe('invoice mails', () => {
  it('sends only open invoices', () => {
    expect(canSendInvoice('open')).toBe(true);
    expect(canSendInvoice('draft')).toBe(false);
    expect(canSendInvoice('paid')).toBe(false);
    expect(canSendInvoice('void')).toBe(false);
  });

  it('reminds within three days of the due date, then once past due; never a closed invoice', () => {
    const open = (dueDate: string) => ({ status: 'open' as const, dueDate });
    expect(reminderDue(open('2026-12-10'), '2026-12-06')).toBeNull();
    expect(reminderDue(open('2026-12-10'), '2026-12-07')).toBe('reminder_due');
    expect(reminderDue(open('2026-12-10'), '2026-12-10')).toBe('reminder_due');
    expect(reminderDue(open('2026-12-10'), '2026-12-11')).toBe('reminder_past_due');
    expect(reminderDue(open('2027-01-01'), '2026-12-30')).toBe('reminder_due');
    expect(reminderDue({ status: 'paid', dueDate: '2026-12-10' }, '2026-12-11')).toBeNull();
  });
});
