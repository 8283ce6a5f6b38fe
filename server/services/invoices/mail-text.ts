// The words of an invoice mail to the customer, in the language the merchant sent it in (English or Chinese): the
// invoice, the amount and due date, the pay link, and the PDF attached. Reminders say the invoice is due soon or past
// due. Plain text.
import { formatMoney } from '../../../domain/currency';
import type { InvoiceMailKind, MailLang } from '../../../domain/invoices/mails';
import type { Mail } from '../../lib/mailer';

export interface InvoiceMailFacts {
  kind: InvoiceMailKind;
  lang: MailLang;
  to: string;
  customerName: string;
  merchantName: string;
  number: string;
  totalAmount: number;
  currency: string;
  dueDate: string;
  payUrl: string;
  memo: string | null;
}

export function invoiceMailText(f: InvoiceMailFacts): Pick<Mail, 'to' | 'subject' | 'text'> {
  const amount = formatMoney(f.totalAmount, f.currency);
  const merchant = f.merchantName || (f.lang === 'zh' ? '商户' : 'the merchant');
  if (f.lang === 'zh') {
    const subject = {
      invoice: `${merchant} 的账单 ${f.number}：${amount}，到期日 ${f.dueDate}`,
      reminder_due: `提醒：${merchant} 的账单 ${f.number} 将于 ${f.dueDate} 到期`,
      reminder_past_due: `${merchant} 的账单 ${f.number} 已逾期`,
    }[f.kind];
    const lead = {
      invoice: `${merchant} 向您发送了账单 ${f.number}，金额 ${amount}，请在 ${f.dueDate} 前支付。`,
      reminder_due: `账单 ${f.number}（${amount}）将于 ${f.dueDate} 到期，尚未支付。`,
      reminder_past_due: `账单 ${f.number}（${amount}）已于 ${f.dueDate} 到期，目前仍未支付。`,
    }[f.kind];
    const lines = [`${f.customerName}，您好：`, '', lead, f.memo ? `备注：${f.memo}` : '', `在线支付：${f.payUrl}`, '账单 PDF 见附件。'];
    return { to: f.to, subject, text: lines.filter((l, i) => l !== '' || i === 1).join('\n') };
  }
  const subject = {
    invoice: `Invoice ${f.number} from ${merchant}: ${amount} due ${f.dueDate}`,
    reminder_due: `Reminder: invoice ${f.number} from ${merchant} is due on ${f.dueDate}`,
    reminder_past_due: `Invoice ${f.number} from ${merchant} is past due`,
  }[f.kind];
  const lead = {
    invoice: `${merchant} sent you invoice ${f.number} for ${amount}, due on ${f.dueDate}.`,
    reminder_due: `Invoice ${f.number} for ${amount} is due on ${f.dueDate} and is not paid yet.`,
    reminder_past_due: `Invoice ${f.number} for ${amount} was due on ${f.dueDate} and is still not paid.`,
  }[f.kind];
  const lines = [`Hello ${f.customerName},`, '', lead, f.memo ? `Note: ${f.memo}` : '', `Pay online: ${f.payUrl}`, 'The invoice is attached as a PDF.'];
  return { to: f.to, subject, text: lines.filter((l, i) => l !== '' || i === 1).join('\n') };
}
