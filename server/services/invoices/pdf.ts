// The invoice as a PDF (pdfkit): merchant, number, status, dates, customer, line items, total in the currency's
// minor units, details, and the pay link as text with its QR code. Text is real text (extractable), not drawn.
import { formatMoney } from '../../../domain/currency';
import { formatDateTime, formatZonedTime } from '../../../domain/dates';
import type { InvoiceRecord } from '../../../domain/invoices/records';
import type { FeeType } from '../../../domain/invoices/schema';
import type { Lang } from '../../../domain/messages';
import type { PublicBranding } from '../../../domain/business/profile';
import { pdfFonts, printable, type PdfFonts } from './pdf-fonts';
import { pdfLabels, type PdfLabels } from './pdf-labels';

export interface InvoicePdfInput {
  invoice: InvoiceRecord;
  merchantName: string;
  /** The merchant's branding (/settings-business): the name in its colour, a colour band, the support contacts. */
  branding?: PublicBranding;
  /** The logo's bytes (PNG or JPEG), printed beside the name. */
  logo?: Buffer | null;
  /** The account's zone, for the dates printed. */
  timezone: string;
  lang: Lang;
  fonts?: PdfFonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const MUTED = '#555555';
// Item table columns: name, quantity, unit price, amount (x and width).
const COLS = { name: [50, 235], qty: [290, 50], unit: [345, 95], amount: [445, 100] } as const;

interface Pen {
  doc: PDFKit.PDFDocument;
  fonts: PdfFonts;
  labels: PdfLabels;
  y: number;
}

function write(pen: Pen, text: string, x: number, opts: { width?: number; align?: 'left' | 'right'; bold?: boolean; size?: number; color?: string } = {}) {
  pen.doc
    .font(opts.bold ? 'bold' : 'body')
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? '#000000')
    .text(printable(text, pen.fonts), x, pen.y, { width: opts.width ?? CONTENT_WIDTH, align: opts.align ?? 'left', lineBreak: true });
}

function ensureRoom(pen: Pen, height: number) {
  if (pen.y + height <= BOTTOM) return;
  pen.doc.addPage();
  pen.y = PAGE.margin;
}

function rule(pen: Pen) {
  pen.doc.moveTo(PAGE.margin, pen.y).lineTo(PAGE.width - PAGE.margin, pen.y).lineWidth(0.5).strokeColor('#bbbbbb').stroke();
  pen.y += 8;
}

/** A "label: value" line; skipped when there is no value. */
function field(pen: Pen, label: string, value: string | null | undefined) {
  if (!value) return;
  ensureRoom(pen, 16);
  write(pen, label, PAGE.margin, { width: 120, color: MUTED });
  write(pen, value, PAGE.margin + 125, { width: CONTENT_WIDTH - 125 });
  pen.y += Math.max(14, pen.doc.font('body').fontSize(10).heightOfString(printable(value, pen.fonts), { width: CONTENT_WIDTH - 125 }) + 2);
}

function header(pen: Pen, input: InvoicePdfInput) {
  const { invoice, labels } = { ...input, labels: pen.labels };
  const color = input.branding?.color ?? null;
  if (color) {
    // A band of the brand colour across the top of the page.
    pen.doc.rect(0, 0, PAGE.width, 12).fill(color);
  }
  let nameX = PAGE.margin;
  if (input.logo) {
    try {
      pen.doc.image(input.logo, PAGE.margin, pen.y - 6, { fit: [40, 40] });
      nameX += 50;
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the invoice.
    }
  }
  write(pen, input.merchantName, nameX, { bold: true, size: 16, width: CONTENT_WIDTH * 0.6 - (nameX - PAGE.margin), color: color ?? '#000000' });
  write(pen, labels.title, PAGE.margin, { bold: true, size: 20, align: 'right' });
  pen.y += 40;
  const status = invoice.pastDue ? labels.statuses.pastDue : labels.statuses[invoice.status];
  const day = (d: Date | null) => (d ? formatDateTime(d, { tz: input.timezone, format: 'YYYY-MM-DD' }) : null);
  field(pen, labels.number, invoice.number);
  field(pen, labels.status, status);
  field(pen, labels.issued, day(invoice.finalizedAt ?? invoice.createdAt));
  field(pen, labels.due, invoice.dueDate);
  pen.y += 8;
  write(pen, labels.billTo, PAGE.margin, { bold: true, size: 11 });
  pen.y += 16;
  for (const line of [invoice.name, invoice.email, invoice.phone, invoice.country]) {
    if (!line) continue;
    write(pen, line, PAGE.margin);
    pen.y += 14;
  }
  pen.y += 10;
}

function items(pen: Pen, invoice: InvoiceRecord) {
  const { labels } = pen;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const head = () => {
    write(pen, labels.item, COLS.name[0], { width: COLS.name[1], bold: true });
    write(pen, labels.quantity, COLS.qty[0], { width: COLS.qty[1], bold: true, align: 'right' });
    write(pen, labels.unitPrice, COLS.unit[0], { width: COLS.unit[1], bold: true, align: 'right' });
    write(pen, labels.amount, COLS.amount[0], { width: COLS.amount[1], bold: true, align: 'right' });
    pen.y += 16;
    rule(pen);
  };
  head();
  for (const item of invoice.items) {
    const height = pen.doc.font('body').fontSize(10).heightOfString(printable(item.name, pen.fonts), { width: COLS.name[1] }) + 6;
    if (pen.y + height > BOTTOM) {
      pen.doc.addPage();
      pen.y = PAGE.margin;
      head();
    }
    write(pen, item.name, COLS.name[0], { width: COLS.name[1] });
    write(pen, String(item.quantity), COLS.qty[0], { width: COLS.qty[1], align: 'right' });
    write(pen, money(item.unitAmount), COLS.unit[0], { width: COLS.unit[1], align: 'right' });
    write(pen, money(item.amount), COLS.amount[0], { width: COLS.amount[1], align: 'right' });
    pen.y += height;
  }
  rule(pen);
  ensureRoom(pen, 24);
  write(pen, labels.total, COLS.unit[0] - 60, { width: COLS.unit[1] + 60, bold: true, size: 12, align: 'right' });
  write(pen, money(invoice.totalAmount), COLS.amount[0] - 40, { width: COLS.amount[1] + 40, bold: true, size: 12, align: 'right' });
  pen.y += 30;
}

function details(pen: Pen, input: InvoicePdfInput) {
  const { invoice } = input;
  const { labels } = pen;
  field(pen, labels.feeType, labels.feeTypes[invoice.feeType as FeeType] ?? invoice.feeType);
  field(pen, labels.paymentMethod, labels.paymentMethods[invoice.paymentMethod] ?? invoice.paymentMethod);
  field(pen, labels.reference, invoice.reference);
  field(pen, labels.memo, invoice.memo);
  if (invoice.status === 'paid') {
    field(pen, labels.paidAt, invoice.paidAt ? formatZonedTime(invoice.paidAt, input.timezone) : null);
    field(pen, labels.transactionId, invoice.paymentId);
  }
  pen.y += 10;
}

async function payLink(pen: Pen, invoice: InvoiceRecord) {
  const { labels } = pen;
  if (invoice.status === 'draft' || !invoice.payUrl) {
    write(pen, labels.draftNoLink, PAGE.margin, { color: MUTED });
    return;
  }
  if (invoice.status === 'void') {
    write(pen, labels.voidNote, PAGE.margin, { color: MUTED });
    return;
  }
  ensureRoom(pen, 150);
  write(pen, labels.payOnline, PAGE.margin, { bold: true, size: 11 });
  pen.y += 16;
  write(pen, invoice.payUrl, PAGE.margin, { color: '#1a4fd6' });
  pen.y += 18;
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(invoice.payUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  pen.doc.image(qr, PAGE.margin, pen.y, { fit: [110, 110] });
  write(pen, labels.scanToPay, PAGE.margin + 120, { color: MUTED });
  pen.y += 115;
}

/** The merchant's support contacts, when any are saved. */
function support(pen: Pen, branding: PublicBranding | undefined) {
  const contacts = [branding?.supportEmail, branding?.supportPhone, branding?.website].filter((c): c is string => Boolean(c));
  if (contacts.length === 0) return;
  ensureRoom(pen, 30);
  pen.y += 10;
  rule(pen);
  write(pen, `${pen.labels.questions} ${branding?.name ?? ''}: ${contacts.join(' · ')}`, PAGE.margin, { color: MUTED, size: 9 });
  pen.y += 14;
}

/** Renders the PDF into memory (an invoice is a page or two). */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const fonts = input.fonts ?? pdfFonts();
  // Chinese labels need a font with Chinese glyphs; without one the labels fall back to English.
  const labels = pdfLabels(fonts.cjk ? input.lang : 'en');
  // pdfkit and qrcode load on the first PDF, not with the app: most processes (each API test file's, the server's
  // until someone downloads one) never draw one (docs/decisions.md, "The suite, fifth pass").
  const { default: PDFKitDocument } = await import('pdfkit');
  const doc = new PDFKitDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${labels.title} ${input.invoice.number}`, Author: printable(input.merchantName, fonts) },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', fonts.regular.src, fonts.regular.family);
  doc.registerFont('bold', fonts.bold.src, fonts.bold.family);
  const pen: Pen = { doc, fonts, labels, y: PAGE.margin };
  header(pen, input);
  items(pen, input.invoice);
  details(pen, input);
  await payLink(pen, input.invoice);
  support(pen, input.branding);
  doc.end();
  return done;
}
