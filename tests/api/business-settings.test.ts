// Business settings (/settings-business, code settingsBusiness; issue 32 item 2): the public details and branding
// are validated field by field, audited, and USED: the hosted checkout of a link and of an invoice, the invoice PDF
// and the invoice mail carry the public name, the colour, the logo and the support contacts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { setupTestApp, tempDir } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { createLink, payer } from '../factories/billing';
import { REAL_PNG } from '../factories/disputes';
import { act, createInvoice, invoiceMerchant, type InvoiceMerchant } from '../factories/invoices';
import { multipart, PDF_BYTES } from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-business-'), PUBLIC_URL: 'https://pay.example.test' });
const db = database.db;

const DETAILS = {
  businessName: 'Acme Yoga Studio',
  supportEmail: 'help@acme-yoga.example',
  supportPhone: '+44 20 7946 0000',
  website: 'acme-yoga.example',
  statementDescriptor: 'acme yoga',
  brandColor: '#1A56DB',
};

const putDetails = (m: InvoiceMerchant, body: unknown, lang = 'en') =>
  m.test.send('PUT', '/settings/business', { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'accept-language': lang } });
function putLogo(m: InvoiceMerchant, file: { name: string; bytes: Buffer }) {
  const body = multipart({}, file);
  return m.test.send('POST', '/settings/business/logo', { payload: body.payload, headers: body.headers });
}

describe('/settings/business', () => {
  it('answers the account name before any save, saves the details normalised, and audits what changed', async () => {
    const m = await invoiceMerchant(app, db);
    const first = await m.test.get('/settings/business');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ businessName: m.account.name, brandColor: null, hasLogo: false, updatedAt: null });

    const saved = await putDetails(m, DETAILS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ...DETAILS, supportPhone: '+442079460000', statementDescriptor: 'ACME YOGA', brandColor: '#1a56db' });
    // The same record on the other base (account-wide, not per mode).
    expect((await m.live.get('/settings/business')).json().data.businessName).toBe('Acme Yoga Studio');

    await putDetails(m, { ...DETAILS, brandColor: '#0b6e4f' });
    const rows = await db.select().from(auditLog).where(and(eq(auditLog.accountId, m.account.id), eq(auditLog.action, 'business.updated')));
    expect(rows).toHaveLength(2);
    const change = rows.find((r) => r.before !== null)!;
    expect(change).toMatchObject({ actorId: m.user.id, before: { brandColor: '#1a56db' }, after: { brandColor: '#0b6e4f' }, targetType: 'business_profile' });
    // Saving the same again changes nothing and writes no row.
    await putDetails(m, { ...DETAILS, brandColor: '#0b6e4f' });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.accountId, m.account.id), eq(auditLog.action, 'business.updated')))).toHaveLength(2);
  });

  it('names each wrong field in the language asked (never a 500)', async () => {
    const m = await invoiceMerchant(app, db);
    const bad = await putDetails(m, { businessName: '', supportEmail: 'nope', supportPhone: '12', website: 'not a site', statementDescriptor: '12345678', brandColor: '#ffff00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      businessName: 'This field is required.',
      supportEmail: 'Please enter a valid email address.',
      supportPhone: 'Please enter a valid phone number.',
      website: 'Domain couldn’t be verified. Not a valid URL.',
      statementDescriptor: 'The statement descriptor must contain at least one letter (not only digits).',
      brandColor: 'This colour is too light to read on a white page; choose a darker one.',
    });
    const zh = await putDetails(m, { businessName: 'Acme', statementDescriptor: 'ACME "SHOP"', brandColor: 'blue' }, 'zh-CN');
    expect(zh.json().errors).toEqual({
      statementDescriptor: '对账单描述符只能使用拉丁字母、数字、空格及 . , & / - 符号。',
      brandColor: '请按 #rrggbb 格式输入颜色，例如 #1a56db。',
    });
    expect((await putDetails(m, { businessName: 'Acme', statementDescriptor: 'ACM' })).json().errors).toEqual({
      statementDescriptor: 'The statement descriptor must be 5 to 22 characters.',
    });
    expect((await putDetails(m, ['not', 'an object'])).statusCode).toBe(400);
  });

  it('refuses a member without settingsBusiness, on the server', async () => {
    const m = await invoiceMerchant(app, db, { permissions: ['settings', 'invoice'] });
    expect((await m.test.get('/settings/business')).statusCode).toBe(403);
    expect((await putDetails(m, DETAILS)).statusCode).toBe(403);
    expect((await putLogo(m, { name: 'logo.png', bytes: REAL_PNG })).statusCode).toBe(403);
    const allowed = await invoiceMerchant(app, db, { permissions: ['settingsBusiness'] });
    expect((await putDetails(allowed, DETAILS)).statusCode).toBe(200);
  });

  it('takes a PNG logo, refuses other types and oversize files naming the file field, and serves it publicly', async () => {
    const m = await invoiceMerchant(app, db);
    const pdf = await putLogo(m, { name: 'logo.png', bytes: PDF_BYTES });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors).toEqual({ file: 'The logo must be a PNG or JPEG image.' });
    const big = await putLogo(m, { name: 'big.png', bytes: Buffer.concat([REAL_PNG, Buffer.alloc(1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual({ file: 'The logo must be 1 MB or smaller.' });

    const ok = await putLogo(m, { name: 'logo.png', bytes: REAL_PNG });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.hasLogo).toBe(true);
    const own = await m.test.send('GET', '/settings/business/logo');
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(REAL_PNG)).toBe(true);
    const logged = await db.select().from(auditLog).where(and(eq(auditLog.accountId, m.account.id), eq(auditLog.action, 'business.logo_changed')));
    expect(logged).toHaveLength(1);

    // The checkout shows it by a public address that serves logos only.
    const link = await createLink(m.test);
    const view = (await payer(app).view(link.token)).json();
    expect(view.branding.logoUrl).toMatch(/^\/api\/checkout\/logos\/[a-f0-9]{32}$/);
    const served = await app.inject({ url: view.branding.logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(REAL_PNG)).toBe(true);
    expect((await app.inject({ url: `/api/checkout/logos/${'a'.repeat(32)}` })).statusCode).toBe(404);

    // Removed: gone from the checkout, and its old address no longer serves it.
    expect((await m.test.send('DELETE', '/settings/business/logo')).json().data.hasLogo).toBe(false);
    expect((await app.inject({ url: view.branding.logoUrl })).statusCode).toBe(404);
  });

  it('brands the hosted checkout of a link and of an invoice, the invoice PDF and the invoice mail', async () => {
    const m = await invoiceMerchant(app, db);
    expect((await putDetails(m, DETAILS)).statusCode).toBe(200);
    expect((await putLogo(m, { name: 'logo.png', bytes: REAL_PNG })).statusCode).toBe(200);

    const link = await createLink(m.test);
    const linkView = (await payer(app).view(link.token)).json();
    expect(linkView.merchantName).toBe('Acme Yoga Studio');
    expect(linkView.branding).toMatchObject({ name: 'Acme Yoga Studio', color: '#1a56db', colorText: '#ffffff', supportEmail: 'help@acme-yoga.example', supportPhone: '+442079460000' });

    const email = `branded-${Date.now()}@example.com`;
    const invoice = await act(m.test, (await createInvoice(m.test, { email })).id, 'finalize');
    const invoiceView = (await payer(app).view(invoice.payUrl!.split('/pay/')[1])).json();
    expect(invoiceView).toMatchObject({ kind: 'invoice', merchantName: 'Acme Yoga Studio', branding: { color: '#1a56db' } });

    const pdf = await m.test.send('GET', `/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Acme Yoga Studio');
    expect(text).toContain('help@acme-yoga.example');
    expect(text).toContain('+442079460000');

    expect((await m.test.post(`/invoices/${invoice.id}/send`, {}, { 'idempotency-key': `b-${invoice.id}` })).statusCode).toBe(201);
    while ((await app.jobs.runDue('invoice_mail', 100)) > 0);
    const mailbox = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=10`, remoteAddress: '127.0.0.1' });
    const [mail] = mailbox.json().data as { subject: string; text: string; html: string | null }[];
    expect(mail.subject).toContain('from Acme Yoga Studio');
    expect(mail.text).toContain('Questions? Contact Acme Yoga Studio: help@acme-yoga.example · +442079460000 · acme-yoga.example');
    expect(mail.html).toContain('background:#1a56db;color:#ffffff');
    expect(mail.html).toMatch(/<img src="https:\/\/pay\.example\.test\/api\/checkout\/logos\/[a-f0-9]{32}"/);
  });
});
