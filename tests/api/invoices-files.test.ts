// Invoice files: attachments judged by content (not by name), the 10 MB limit, the six kinds, the upload and
// download round trip, drafts only, copies on duplicate, files removed with their invoice; and the PDF, parsed
// with pdfjs-dist to find the number, the formatted total, the customer and the pay link.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/currency';
import { renderInvoicePdf } from '../../server/services/invoices/pdf';
import { BUILTIN_FONTS, pdfFonts } from '../../server/services/invoices/pdf-fonts';
import { setupTestApp, tempDir } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { act, createInvoice, invoiceMerchant } from '../factories/invoices';
import { makePayment } from '../factories/payments';
import { lockInvoice } from '../../server/repositories/invoices';
import { markInvoicePaid } from '../../server/services/invoices/pay';
import { JPG_BYTES, PDF_BYTES, PNG_BYTES } from '../factories/onboarding';

const dataDir = tempDir('md-invoice-files-');
const { app, database } = await setupTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://pay.example.test' });
const db = database.db;
const uploadsDir = path.join(dataDir, 'uploads');
const stored = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0);
const cjk = pdfFonts().cjk;


describe('POST {base}/invoices/:id/attachments', () => {
  it('stores a file of each accepted type and streams it back byte for byte', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const files = [
      { kind: 'passport', name: 'passport.png', bytes: PNG_BYTES, type: 'image/png' },
      { kind: 'offer_letter', name: 'offer.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
      { kind: 'doctors_note', name: 'note.jpeg', bytes: JPG_BYTES, type: 'image/jpeg' },
    ];
    for (const f of files) {
      const res = await m.test.upload(draft.id, { kind: f.kind }, { name: f.name, bytes: f.bytes });
      expect(res.statusCode, res.body).toBe(201);
      const att = res.json().data;
      expect(att).toMatchObject({ kind: f.kind, contentType: f.type, size: f.bytes.length });
      const down = await m.test.send('GET', `/invoices/${draft.id}/attachments/${att.id}`);
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe(f.type);
      expect(down.headers['x-content-type-options']).toBe('nosniff');
      expect(down.headers['content-disposition']).toContain('attachment; filename=');
      expect(down.rawPayload.equals(f.bytes)).toBe(true);
    }
    const detail = (await m.test.get(`/invoices/${draft.id}`)).json();
    expect(detail.attachments.map((a: { kind: string; fileName: string }) => [a.kind, a.fileName])).toEqual([
      ['passport', 'passport.png'], ['offer_letter', 'offer.pdf'], ['doctors_note', 'note.jpg'],
    ]);
    expect(readdirSync(uploadsDir).every((f) => /^[a-f0-9]{32}$/.test(f))).toBe(true);
  });

  it('judges the type by content: a PNG named .pdf is a PNG, text named .png is refused', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const renamed = await m.test.upload(draft.id, { kind: 'invoice_attachment' }, { name: 'scan.pdf', bytes: PNG_BYTES, type: 'application/pdf' });
    expect(renamed.json().data).toMatchObject({ contentType: 'image/png', fileName: 'scan.png' });
    const before = stored();
    const text = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'photo.png', bytes: Buffer.from('just some text'), type: 'image/png' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ file: 'Attachments must be JPG, JPEG, PNG or PDF files; the file content is checked.' });
    const gif = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'a.gif', bytes: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(400);
    expect(stored()).toBe(before);
    expect((await m.test.get(`/invoices/${draft.id}`)).json().attachments).toHaveLength(1);
  });

  it('refuses 10 MB and more, a wrong or missing kind, and a missing or empty file, storing nothing', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const before = stored();
    const big = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ file: 'Attachments must be smaller than 10 MB.' });
    const exact = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'exact.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024 - PNG_BYTES.length)]) });
    expect(exact.json().errors).toEqual({ file: 'Attachments must be smaller than 10 MB.' });
    const kind = await m.test.upload(draft.id, { kind: 'selfie' }, { name: 'a.png', bytes: PNG_BYTES });
    expect(kind.json().errors).toEqual({ kind: 'Please Select' });
    const zh = await m.test.send('POST', `/invoices/${draft.id}/attachments`, { payload: {}, headers: { 'accept-language': 'zh' } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().errors).toEqual({ kind: '请选择', file: '请选择要上传的文件。' });
    const empty = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'a.png', bytes: Buffer.alloc(0) });
    expect(empty.json().errors).toEqual({ file: 'The file is empty.' });
    expect(stored()).toBe(before);
    expect((await m.test.get(`/invoices/${draft.id}`)).json().attachments).toEqual([]);
  });

  it('adds and removes attachments only on a draft', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    const keep = (await m.test.upload(draft.id, { kind: 'passport' }, { name: 'a.png', bytes: PNG_BYTES })).json().data;
    const drop = (await m.test.upload(draft.id, { kind: 'payment_notice' }, { name: 'b.pdf', bytes: PDF_BYTES })).json().data;
    const files = stored();
    expect((await m.test.del(`/invoices/${draft.id}/attachments/${drop.id}`)).statusCode).toBe(200);
    expect(stored()).toBe(files - 1);
    expect((await m.test.send('GET', `/invoices/${draft.id}/attachments/${drop.id}`)).statusCode).toBe(404);
    await act(m.test, draft.id, 'finalize');
    const late = await m.test.upload(draft.id, { kind: 'passport' }, { name: 'a.png', bytes: PNG_BYTES });
    expect(late.statusCode).toBe(409);
    expect((await m.test.del(`/invoices/${draft.id}/attachments/${keep.id}`)).statusCode).toBe(409);
    expect(stored()).toBe(files - 1);
    // Still downloadable once open.
    expect((await m.test.send('GET', `/invoices/${draft.id}/attachments/${keep.id}`)).rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('copies attachments on duplicate (own files), and deleting a draft removes its files', async () => {
    const m = await invoiceMerchant(app, db);
    const draft = await createInvoice(m.test);
    await m.test.upload(draft.id, { kind: 'patient_id_copy' }, { name: 'id.jpg', bytes: JPG_BYTES });
    const files = stored();
    const copy = (await m.test.post(`/invoices/${draft.id}/duplicate`)).json().data;
    expect(copy.attachments).toHaveLength(1);
    expect(copy.attachments[0]).toMatchObject({ kind: 'patient_id_copy', fileName: 'id.jpg', size: JPG_BYTES.length });
    expect(stored()).toBe(files + 1);
    expect((await m.test.del(`/invoices/${draft.id}`)).statusCode).toBe(200);
    expect(stored()).toBe(files);
    const down = await m.test.send('GET', `/invoices/${copy.id}/attachments/${copy.attachments[0].id}`);
    expect(down.rawPayload.equals(JPG_BYTES)).toBe(true);
  });

  it("answers 404 to another merchant and to the other mode, and 403 without an invoice permission", async () => {
    const a = await invoiceMerchant(app, db);
    const b = await invoiceMerchant(app, db);
    const draft = await createInvoice(a.test);
    const att = (await a.test.upload(draft.id, { kind: 'passport' }, { name: 'a.png', bytes: PNG_BYTES })).json().data;
    for (const other of [b.test, a.live]) {
      expect((await other.send('GET', `/invoices/${draft.id}/attachments/${att.id}`)).statusCode).toBe(404);
      expect((await other.del(`/invoices/${draft.id}/attachments/${att.id}`)).statusCode).toBe(404);
      expect((await other.upload(draft.id, { kind: 'passport' }, { name: 'a.png', bytes: PNG_BYTES })).statusCode).toBe(404);
    }
    const reader = await invoiceMerchant(app, db, { permissions: ['invoice', 'InvoiceDetail'] });
    const own = await createInvoice(a.test);
    expect((await reader.test.upload(own.id, { kind: 'passport' }, { name: 'a.png', bytes: PNG_BYTES })).statusCode).toBe(403);
  });
});

describe('GET {base}/invoices/:id/pdf', () => {
  it('is a real PDF with the number, merchant, customer, items, formatted total, status and pay link', async () => {
    const m = await invoiceMerchant(app, db);
    const inv = await createInvoice(m.test, { currency: 'KWD', items: [{ name: 'Clinic visit', quantity: 3, unitAmount: 41_152 }] });
    const open = await act(m.test, inv.id, 'finalize');
    const res = await m.test.send('GET', `/invoices/${inv.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${inv.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(inv.number);
    expect(text).toContain(formatMoney(123_456, 'KWD'));
    expect(formatMoney(123_456, 'KWD')).toBe('123.456 KWD');
    expect(text).toContain(m.account.name);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Clinic visit');
    expect(text).toContain('Open');
    expect(text).toContain(open.payUrl!);
  });

  it('prints Chinese labels and a Chinese customer name with the CJK font (English labels without it)', async () => {
    const m = await invoiceMerchant(app, db);
    const inv = await createInvoice(m.test, { name: '张伟', currency: 'JPY', items: [{ name: '学费', quantity: 2, unitAmount: 150_000 }] });
    const res = await m.test.send('GET', `/invoices/${inv.id}/pdf`, { headers: { 'accept-language': 'zh-CN' } });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(inv.number);
    expect(text).toContain('300,000 JPY');
    if (cjk) {
      expect(text).toContain('账单');
      expect(text).toContain('草稿');
      expect(text).toContain('张伟');
    } else {
      expect(text).toContain('INVOICE');
    }
    expect((await pdfText((await m.test.send('GET', `/invoices/${inv.id}/pdf?lang=en`)).rawPayload))).toContain('INVOICE');
  });

  it('falls back to the built-in font and English labels, still extractable', async () => {
    const m = await invoiceMerchant(app, db);
    const inv = await createInvoice(m.test, { name: 'Zoë 张' });
    const record = (await m.test.get(`/invoices/${inv.id}`)).json();
    const pdf = await renderInvoicePdf({
      invoice: { ...record, createdAt: new Date(record.createdAt), updatedAt: new Date(record.updatedAt) },
      merchantName: 'Acme', timezone: 'UTC', lang: 'zh', fonts: BUILTIN_FONTS,
    });
    const text = await pdfText(pdf);
    expect(text).toContain('INVOICE');
    expect(text).toContain(inv.number);
    expect(text).toContain(formatMoney(inv.totalAmount, 'USD'));
    expect(text).toContain('Zoë ?');
  });

  it('needs InvoiceDetail; a draft has no pay link, a paid invoice shows its transaction id', async () => {
    const m = await invoiceMerchant(app, db);
    const inv = await createInvoice(m.test);
    const noAccess = await invoiceMerchant(app, db, { permissions: ['invoice'] });
    expect((await noAccess.test.send('GET', `/invoices/${inv.id}/pdf`)).statusCode).toBe(403);
    const draftText = await pdfText((await m.test.send('GET', `/invoices/${inv.id}/pdf`)).rawPayload);
    expect(draftText).toContain('Draft');
    expect(draftText).not.toContain('/pay/');
    await act(m.test, inv.id, 'finalize');
    const payment = await makePayment(m.test, { amount: inv.totalAmount });
    await db.transaction(async (tx) => markInvoicePaid(tx, m.test.scope, (await lockInvoice(tx, m.test.scope, inv.id))!, payment.id, new Date()));
    const paidText = await pdfText((await m.test.send('GET', `/invoices/${inv.id}/pdf`)).rawPayload);
    expect(paidText).toContain('Paid');
    expect(paidText).toContain(payment.id);
  });
});
