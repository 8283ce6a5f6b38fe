// The evidence packet as the bank receives it: one PDF with a cover (the dispute, the payment, the deadline in the
// account's zone), the text of the response in the order the reason asks for it, the list of exhibits, then each
// file in the order it was added: an image on a page of its own, a PDF's own pages behind a title page. pdfkit draws
// our pages; pdf-lib joins them with the merchant's PDFs. Labels in the request's language (English without a
// Chinese font on the machine).
import type { ReadStream } from 'node:fs';
import { formatMoney } from '../../../domain/currency';
import { formatZonedTime } from '../../../domain/dates';
import { evidenceItemsFor, type EvidenceText } from '../../../domain/disputes/evidence';
import { DISPUTE_WORDS } from '../../../domain/disputes/labels';
import type { DisputeDetailRecord, EvidenceFileRecord } from '../../../domain/disputes/records';
import type { Lang } from '../../../domain/messages';
import { pdfFonts, printable, type PdfFonts } from '../invoices/pdf-fonts';

export interface PacketFile extends EvidenceFileRecord {
  open(): ReadStream;
}

export interface PacketInput {
  dispute: DisputeDetailRecord;
  merchantName: string;
  timezone: string;
  lang: Lang;
  files: PacketFile[];
  fonts?: PdfFonts;
}

const LABELS = {
  en: {
    title: 'Dispute evidence',
    merchant: 'Merchant', dispute: 'Dispute', reference: 'Network reference', payment: 'Payment', reason: 'Reason', kind: 'Type',
    amount: 'Disputed amount', opened: 'Opened', dueBy: 'Respond by', status: 'Status', submitted: 'Submitted', card: 'Card',
    response: 'Response', exhibits: 'Exhibits', exhibit: 'Exhibit', none: 'No text was entered.', noFiles: 'No files were attached.',
    unreadable: 'This PDF could not be included (damaged or protected); it is kept with the dispute.',
    unreadableImage: 'This image could not be read; it is kept with the dispute.',
  },
  zh: {
    title: '争议证据材料',
    merchant: '商户', dispute: '争议', reference: '卡组织编号', payment: '支付', reason: '原因', kind: '类型',
    amount: '争议金额', opened: '发起时间', dueBy: '答复截止', status: '状态', submitted: '提交时间', card: '银行卡',
    response: '答复内容', exhibits: '附件', exhibit: '附件', none: '未填写文字内容。', noFiles: '未上传文件。',
    unreadable: '该 PDF 无法并入（已损坏或受保护），原文件仍保存在争议中。',
    unreadableImage: '该图片无法读取，原文件仍保存在争议中。',
  },
} as const;

async function readAll(stream: ReadStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A pdfkit document drawn by `draw`, as bytes. */
async function drawPdf(fonts: PdfFonts, title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: printable(title, fonts) } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', fonts.regular.src, fonts.regular.family);
  doc.registerFont('bold', fonts.bold.src, fonts.bold.family);
  doc.font('body');
  draw(doc);
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, fonts: PdfFonts, text: string, size = 13) {
  doc.moveDown(0.6).font('bold').fontSize(size).fillColor('#000000').text(printable(text, fonts)).moveDown(0.3).font('body').fontSize(10);
}

function line(doc: PDFKit.PDFDocument, fonts: PdfFonts, label: string, value: string | null | undefined) {
  if (!value) return;
  doc.font('bold').fontSize(10).fillColor('#555555').text(printable(`${label}: `, fonts), { continued: true }).font('body').fillColor('#000000').text(printable(value, fonts));
}

const exhibitTitle = (l: (typeof LABELS)[Lang], i: number, f: EvidenceFileRecord, kind: string) => `${l.exhibit} ${i + 1}: ${kind}, ${f.fileName}`;

export async function renderDisputePacket(input: PacketInput): Promise<Buffer> {
  // pdf-lib and pdfkit load with the first packet, not with the app (docs/decisions.md, "The suite, fifth pass").
  const { PDFDocument: PdfJoin } = await import('pdf-lib');
  const fonts = input.fonts ?? pdfFonts();
  const lang: Lang = fonts.cjk ? input.lang : 'en';
  const l = LABELS[lang];
  const w = DISPUTE_WORDS[lang];
  const d = input.dispute;
  const time = (v: Date | null) => (v ? formatZonedTime(v, input.timezone) : null);
  const evidence = d.evidence as EvidenceText;
  const { primary, rest } = evidenceItemsFor(d.reason);
  const textFields = [...primary, ...rest].flatMap((i) => (i.type === 'text' && (evidence[i.field] ?? '').trim() !== '' ? [i.field] : []));

  const parts: Buffer[] = [];
  parts.push(await drawPdf(fonts, `${l.title} ${d.id}`, (doc) => {
    doc.font('bold').fontSize(18).text(printable(l.title, fonts)).font('body').fontSize(10).moveDown(0.5);
    line(doc, fonts, l.merchant, input.merchantName);
    line(doc, fonts, l.dispute, d.id);
    line(doc, fonts, l.reference, d.networkReference);
    line(doc, fonts, l.kind, w.kind[d.kind]);
    line(doc, fonts, l.reason, `${w.reason[d.reason]}: ${w.reasonExplained[d.reason]}`);
    line(doc, fonts, l.amount, formatMoney(d.amount, d.currency));
    line(doc, fonts, l.payment, `${d.paymentId}, ${formatMoney(d.payment.amount, d.payment.currency)}, ${time(d.payment.createdAt)}`);
    line(doc, fonts, l.card, d.payment.card ? `${d.payment.card.brand} •••• ${d.payment.card.last4}` : null);
    line(doc, fonts, l.opened, time(d.createdAt));
    line(doc, fonts, l.dueBy, time(d.dueBy));
    line(doc, fonts, l.status, w.status[d.status]);
    line(doc, fonts, l.submitted, time(d.submittedAt));

    heading(doc, fonts, l.response);
    if (textFields.length === 0) doc.fillColor('#555555').text(printable(l.none, fonts)).fillColor('#000000');
    for (const field of textFields) {
      heading(doc, fonts, w.field[field], 11);
      doc.text(printable(evidence[field]!, fonts), { width: 495 });
    }

    heading(doc, fonts, l.exhibits);
    if (input.files.length === 0) doc.fillColor('#555555').text(printable(l.noFiles, fonts)).fillColor('#000000');
    input.files.forEach((f, i) => doc.text(printable(`${exhibitTitle(l, i, f, w.fileKind[f.kind])} (${Math.ceil(f.size / 1024)} KB)`, fonts)));
  }));

  for (const [i, f] of input.files.entries()) {
    const bytes = await readAll(f.open());
    const title = exhibitTitle(l, i, f, w.fileKind[f.kind]);
    if (f.contentType === 'application/pdf') {
      let readable = true;
      try {
        await PdfJoin.load(bytes);
      } catch {
        readable = false;
      }
      parts.push(await drawPdf(fonts, title, (doc) => {
        heading(doc, fonts, title, 14);
        if (!readable) doc.text(printable(l.unreadable, fonts));
      }));
      if (readable) parts.push(bytes);
    } else {
      parts.push(await drawPdf(fonts, title, (doc) => {
        heading(doc, fonts, title, 12);
        try {
          doc.image(bytes, { fit: [495, 680], align: 'center' });
        } catch {
          doc.text(printable(l.unreadableImage, fonts));
        }
      }));
    }
  }

  const out = await PdfJoin.create();
  out.setTitle(`${l.title} ${d.id}`);
  for (const part of parts) {
    const src = await PdfJoin.load(part);
    const pages = await out.copyPages(src, src.getPageIndices());
    for (const p of pages) out.addPage(p);
  }
  return Buffer.from(await out.save());
}
