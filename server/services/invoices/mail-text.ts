// The words of an invoice mail to the customer, in the language the merchant sent it in (English or Chinese): the
// invoice, the amount and due date, the pay link, and the PDF attached. Reminders say the invoice is due soon or past
// due. Plain text.
import { formatMoney } from '../../../domain/currency';
import type { InvoiceMailKind, MailLang } from '../../../domain/invoices/mails';
import type { Mail } from '../../lib/mailer';
import type { PublicBranding } from '../../../domain/business/profile';

export interface InvoiceMailFacts {
  kind: InvoiceMailKind;
  lang: MailLang;
  to: string;
  customerName: string;
  merchantName: string;
  /** The merchant's branding (/settings-business): the HTML part's colour and logo, the support contacts. */
  branding?: PublicBranding;
  number: string;
  totalAmount: number;
  currency: string;
  dueDate: string;
  payUrl: string;
  memo: string | null;
}

export function invoiceMailText(f: InvoiceMailFacts): Pick<Mail, 'to' | 'subject' | 'text' | 'html'> {
  const mail = invoiceMailWords(f);
  const contacts = supportContacts(f.branding);
  if (contacts.length === 0 && !f.branding?.color && !f.branding?.logoUrl) return mail;
  const footer = contacts.length > 0 ? (f.lang === 'zh' ? `如有疑问，请联系 ${f.merchantName}：${contacts.join(' · ')}` : `Questions? Contact ${f.merchantName}: ${contacts.join(' · ')}`) : '';
  const text = footer ? `${mail.text}\n\n${footer}` : mail.text;
  return { ...mail, text, html: brandedHtml(f, text) };
}

function supportContacts(b: PublicBranding | undefined): string[] {
  return [b?.supportEmail, b?.supportPhone, b?.website].filter((c): c is string => Boolean(c));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The same words as HTML: a band of the brand colour with the logo and the name, then the text, links kept plain. */
function brandedHtml(f: InvoiceMailFacts, text: string): string {
  const b = f.branding;
  const color = b?.color ?? '#333333';
  const colorText = b?.colorText ?? '#ffffff';
  const logo = b?.logoUrl ? `<img src="${escapeHtml(b.logoUrl)}" alt="" height="32" style="vertical-align:middle;margin-right:8px">` : '';
  const body = text.split('\n').map((l) => escapeHtml(l)).join('<br>');
  return [
    `<div style="font-family:Arial,sans-serif;max-width:600px">`,
    `<div style="background:${color};color:${colorText};padding:16px;font-size:18px;font-weight:bold">${logo}${escapeHtml(f.merchantName)}</div>`,
    `<div style="padding:16px;color:#111111;line-height:1.5">${body}</div>`,
    `</div>`,
  ].join('');
}

function invoiceMailWords(f: InvoiceMailFacts): Pick<Mail, 'to' | 'subject' | 'text'> {
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
