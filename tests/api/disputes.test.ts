// Disputes API (issue 16): opening through the test network (on demand and by the dispute card's job), every move
// and refusal, the ledger effect (balance before, while open, after won, after lost or accepted), refunds held by a
// dispute, evidence drafts, files judged by content, the packet PDF, the deadline sweep with a controllable clock,
// lists and exports, access by permission code, other accounts and the other mode, and two submits at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes, ledgerEntries } from '../../server/db/schema';
import { sweepDisputeDeadlines } from '../../server/services/disputes/deadlines';
import { pdfFonts } from '../../server/services/invoices/pdf-fonts';
import { setupTestApp, tempDir } from '../helpers/app';
import { CARDS, makePayment, topUp } from '../factories/payments';
import { JPG_BYTES, PDF_BYTES } from '../factories/onboarding';
import { disputedPayment, disputeMerchant, REAL_PNG, realPdf, type DisputeClient } from '../factories/disputes';
import { mailbox } from '../helpers/mailbox';
import { pdfPages, pdfText } from '../helpers/pdf';
import { parseCsv } from '../helpers/csv';

const dataDir = tempDir('md-disputes-');
const { app, database } = await setupTestApp({ DATA_DIR: dataDir, DISPUTE_SIMULATION_DELAY_SECONDS: 0, PUBLIC_URL: 'https://dash.example.test' });
const db = database.db;

/** Available plus pending, in USD. */
async function balance(client: DisputeClient): Promise<number> {
  const rows = (await client.get('/balance')).json().data as { currency: string; available: number; pending: number }[];
  const usd = rows.find((r) => r.currency === 'USD');
  return usd ? usd.available + usd.pending : 0;
}

async function ledgerOf(sourceId: string) {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, sourceId));
  return rows.map((r) => [r.type, Number(r.amount)]).sort();
}


describe('opening a dispute (test network)', () => {
  it('a chargeback takes the disputed amount and the 15.00 fee from the balance at once, with events', async () => {
    const m = await disputeMerchant(app, db);
    const payment = await makePayment(m.test, { amount: 10_000 });
    const before = await balance(m.test);
    const res = await m.test.post(`/payments/${payment.id}/dispute`, { reason: 'fraudulent' });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({ paymentId: payment.id, status: 'needs_response', kind: 'chargeback', reason: 'fraudulent', amount: 10_000, fee: 1500, currency: 'USD', customerName: 'Ada Lovelace' });
    expect(new Date(d.dueBy).getTime() - new Date(d.createdAt).getTime()).toBe(7 * 86_400_000);
    expect(await balance(m.test)).toBe(before - 10_000 - 1500);
    expect(await ledgerOf(d.id)).toEqual([['dispute', -10_000], ['dispute_fee', -1500]]);
    const detail = (await m.test.get(`/disputes/${d.id}`)).json();
    expect(detail.history.map((h: { type: string }) => h.type)).toEqual(['dispute.created', 'dispute.funds_withdrawn']);
    expect(detail.payment).toMatchObject({ amount: 10_000, currency: 'USD', card: { brand: 'VISA', last4: '4242' } });
  });

  it('an inquiry moves no money; its status is warning_needs_response', async () => {
    const m = await disputeMerchant(app, db);
    const payment = await makePayment(m.test, { amount: 5000 });
    const before = await balance(m.test);
    const res = await m.test.post(`/payments/${payment.id}/dispute`, { reason: 'general', kind: 'inquiry' });
    expect(res.json()).toMatchObject({ status: 'warning_needs_response', fee: 0 });
    expect(await balance(m.test)).toBe(before);
  });

  it('disputes what is not refunded yet; refuses a fully refunded payment, a second dispute, an uncaptured payment', async () => {
    const m = await disputeMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const partly = await makePayment(m.test, { amount: 10_000 });
    expect((await m.test.post('/refunds', { paymentId: partly.id, amount: 4000, reason: 'requested_by_customer' })).statusCode).toBe(201);
    const opened = await m.test.post(`/payments/${partly.id}/dispute`, { reason: 'duplicate' });
    expect(opened.json().amount).toBe(6000);
    const again = await m.test.post(`/payments/${partly.id}/dispute`, { reason: 'duplicate' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already disputed.');

    const refunded = await makePayment(m.test, { amount: 3000 });
    await m.test.post('/refunds', { paymentId: refunded.id, reason: 'requested_by_customer' });
    const res = await m.test.post(`/payments/${refunded.id}/dispute`, { reason: 'fraudulent' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A fully refunded payment cannot be disputed.');

    const uncaptured = await makePayment(m.test, { capture: false });
    expect((await m.test.post(`/payments/${uncaptured.id}/dispute`, { reason: 'fraudulent' })).json().message).toBe('Only a captured payment can be disputed.');
    const badReason = await m.test.post(`/payments/${refunded.id}/dispute`, { reason: 'bored' });
    expect(badReason.statusCode).toBe(400);
  });

  it('a dispute holds its amount from refunds', async () => {
    const m = await disputeMerchant(app, db);
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    const { payment } = await disputedPayment(m.test, { amount: 8000 });
    const res = await m.test.post('/refunds', { paymentId: payment.id, amount: 1000, reason: 'requested_by_customer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.amount).toBe('Part of this payment is disputed; the disputed amount cannot be refunded.');
    const full = await m.test.post('/refunds', { paymentId: payment.id, reason: 'requested_by_customer' });
    expect(full.statusCode).toBe(409);
  });

  it('is a test-mode action: live mode is refused, another account or mode finds nothing', async () => {
    const m = await disputeMerchant(app, db);
    const other = await disputeMerchant(app, db);
    const livePayment = await makePayment(m.live, { amount: 1000 });
    const live = await m.live.post(`/payments/${livePayment.id}/dispute`, { reason: 'fraudulent' });
    expect(live.statusCode).toBe(403);
    expect(live.json().message).toBe('Disputes can be simulated in test mode only.');
    const { dispute } = await disputedPayment(m.test);
    expect((await other.test.get(`/disputes/${dispute.id}`)).statusCode).toBe(404);
    expect((await m.live.get(`/disputes/${dispute.id}`)).statusCode).toBe(404);
    expect((await other.test.post(`/disputes/${dispute.id}/accept`)).statusCode).toBe(404);
    expect((await other.test.get('/disputes')).json()).toEqual([]);
  });

  it('the dispute card opens one by itself, through the job queue, after the payment', async () => {
    const m = await disputeMerchant(app, db);
    const payment = await makePayment(m.test, { amount: 2500 }, CARDS.disputeLater);
    expect(payment.status).toBe('succeeded');
    expect(await app.jobs.runDue('dispute_open')).toBeGreaterThanOrEqual(1);
    const list = (await m.test.get('/disputes', { filter: { paymentId: payment.id } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'needs_response', amount: 2500, reason: 'fraudulent' });
    // A second run of the same job (at-least-once delivery) opens nothing more.
    await app.jobs.send('dispute_open', { accountId: m.account.id, livemode: false, paymentId: payment.id, reason: 'fraudulent' });
    await app.jobs.runDue('dispute_open');
    expect((await m.test.get('/disputes', { filter: { paymentId: payment.id } })).json()).toHaveLength(1);
  });
});

describe('answering a dispute', () => {
  it('drafts any number of times, submits once, and the test network decides: won gives the money back', async () => {
    const m = await disputeMerchant(app, db);
    const before = await balance(m.test);
    const { dispute } = await disputedPayment(m.test, { reason: 'product_not_received' });
    expect(await balance(m.test)).toBe(before + 10_000 - (await makePaymentFee()) - 10_000 - 1500);

    const draft1 = await m.test.put(`/disputes/${dispute.id}`, { evidence: { shippingCarrier: 'DHL' } });
    expect(draft1.statusCode, draft1.body).toBe(200);
    expect(draft1.json().evidence).toEqual({ shippingCarrier: 'DHL' });
    const draft2 = await m.test.put(`/disputes/${dispute.id}`, { evidence: { shippingCarrier: 'DHL', trackingNumber: '1Z999', other: '  ' } });
    expect(draft2.json().evidence).toEqual({ shippingCarrier: 'DHL', trackingNumber: '1Z999' });
    expect(draft2.json().status).toBe('needs_response');

    const submitted = await m.test.post(`/disputes/${dispute.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('under_review');
    const twice = await m.test.post(`/disputes/${dispute.id}/submit`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Evidence for this dispute was already submitted; the bank is reviewing it.');
    expect((await m.test.put(`/disputes/${dispute.id}`, { evidence: { other: 'late' } })).statusCode).toBe(409);
    expect((await m.test.post(`/disputes/${dispute.id}/accept`)).statusCode).toBe(409);

    expect(await app.jobs.runDue('dispute_outcome')).toBeGreaterThanOrEqual(1);
    const won = (await m.test.get(`/disputes/${dispute.id}`)).json();
    expect(won.status).toBe('won');
    expect(won.closedAt).not.toBeNull();
    expect(await ledgerOf(dispute.id)).toEqual([['dispute', -10_000], ['dispute_fee', -1500], ['dispute_reversal', 10_000], ['dispute_reversal', 1500]].sort());
    expect(await balance(m.test)).toBe(before + 10_000 - (await makePaymentFee()));
    expect(won.history.map((h: { type: string }) => h.type)).toEqual([
      'dispute.created', 'dispute.funds_withdrawn', 'dispute.updated', 'dispute.updated', 'dispute.submitted', 'dispute.closed', 'dispute.funds_reinstated',
    ]);
    // Won: the amount is refundable again.
    await topUp(db, m.test.scope, 'USD', 1_000_000);
    expect((await m.test.post('/refunds', { paymentId: dispute.paymentId, amount: 100, reason: 'requested_by_customer' })).statusCode).toBe(201);
  });

  it('lost: the money stays withdrawn (evidence with losing_evidence)', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test, { reason: 'product_not_received' });
    const open = await balance(m.test);
    const res = await m.test.post(`/disputes/${dispute.id}/submit`, { evidence: { trackingNumber: '1Z', other: 'losing_evidence' } });
    expect(res.statusCode, res.body).toBe(200);
    await app.jobs.runDue('dispute_outcome');
    expect((await m.test.get(`/disputes/${dispute.id}`)).json().status).toBe('lost');
    expect(await balance(m.test)).toBe(open);
    expect(await ledgerOf(dispute.id)).toEqual([['dispute', -10_000], ['dispute_fee', -1500]]);
  });

  it('accept closes it as accepted and keeps the money withdrawn; a closed dispute refuses everything', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const open = await balance(m.test);
    const res = await m.test.post(`/disputes/${dispute.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('accepted');
    expect(await balance(m.test)).toBe(open);
    for (const call of [
      () => m.test.post(`/disputes/${dispute.id}/accept`),
      () => m.test.post(`/disputes/${dispute.id}/submit`, { evidence: { other: 'x' } }),
      () => m.test.put(`/disputes/${dispute.id}`, { evidence: { other: 'x' } }),
      () => m.test.upload(dispute.id, { kind: 'receipt' }, { name: 'r.pdf', bytes: PDF_BYTES }),
    ]) {
      const r = await call();
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('This dispute is closed and can no longer be changed.');
    }
    // In the caller's language.
    const zh = await m.test.post(`/disputes/${dispute.id}/accept`, {}, { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('该争议已结束，无法再修改。');
  });

  it('refuses empty evidence, too much text, unknown fields', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const empty = await m.test.post(`/disputes/${dispute.id}/submit`, { evidence: { other: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.evidence).toBe('Add some evidence before submitting.');
    const long = await m.test.put(`/disputes/${dispute.id}`, { evidence: { other: 'a'.repeat(80_000), productDescription: 'b'.repeat(70_001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.evidence).toBe('The evidence text is longer than 150,000 characters in total.');
    const name = await m.test.put(`/disputes/${dispute.id}`, { evidence: { customerName: 'x'.repeat(201) } });
    expect(name.json().errors['evidence.customerName']).toBe('This value is too long.');
    expect((await m.test.put(`/disputes/${dispute.id}`, { evidence: { secret: 'x' } })).statusCode).toBe(400);
    expect((await m.test.get(`/disputes/${dispute.id}`)).json()).toMatchObject({ status: 'needs_response', evidence: {} });
  });

  it('past the deadline (at the deadline instant): no draft, no submission; accepting is still possible', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    await db.update(disputes).set({ dueBy: new Date(Date.now() - 1000) }).where(eq(disputes.id, dispute.id));
    const res = await m.test.post(`/disputes/${dispute.id}/submit`, { evidence: { other: 'x' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The deadline to respond to this dispute has passed.');
    expect((await m.test.put(`/disputes/${dispute.id}`, { evidence: { other: 'x' } })).statusCode).toBe(409);
    expect((await m.test.post(`/disputes/${dispute.id}/accept`)).json().data.status).toBe('accepted');
  });

  it('two submissions at once: one is taken, the other refused, one outcome job', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const answers = await Promise.all([1, 2, 3].map(() => m.test.post(`/disputes/${dispute.id}/submit`, { evidence: { trackingNumber: 'T1' } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const events = (await m.test.get(`/disputes/${dispute.id}`)).json().history.filter((h: { type: string }) => h.type === 'dispute.submitted');
    expect(events).toHaveLength(1);
  });
});

describe('evidence files', () => {
  it('judges files by content, streams them back, removes them; limits kind and type', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const png = await m.test.upload(dispute.id, { kind: 'receipt' }, { name: 'receipt.pdf', bytes: REAL_PNG, type: 'application/pdf' });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data).toMatchObject({ kind: 'receipt', contentType: 'image/png', fileName: 'receipt.png', size: REAL_PNG.length });
    const down = await m.test.send('GET', `/disputes/${dispute.id}/files/${png.json().data.id}`);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.rawPayload.equals(REAL_PNG)).toBe(true);

    const text = await m.test.upload(dispute.id, { kind: 'other' }, { name: 'note.png', bytes: Buffer.from('just text, not an image'), type: 'image/png' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toBe('Only JPG, JPEG, PNG and PDF files can be attached.');
    const noKind = await m.test.upload(dispute.id, { kind: 'selfie' }, { name: 'a.jpg', bytes: JPG_BYTES });
    expect(noKind.json().errors.kind).toBeDefined();
    const big = await m.test.upload(dispute.id, { kind: 'other' }, { name: 'big.pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors.file).toBe('Each file must be smaller than 10 MB.');

    const del = await m.test.send('DELETE', `/disputes/${dispute.id}/files/${png.json().data.id}`);
    expect(del.statusCode).toBe(200);
    expect((await m.test.get(`/disputes/${dispute.id}`)).json().files).toEqual([]);
    // A file alone is evidence enough to submit.
    await m.test.upload(dispute.id, { kind: 'receipt' }, { name: 'r.jpg', bytes: JPG_BYTES });
    expect((await m.test.post(`/disputes/${dispute.id}/submit`)).statusCode).toBe(200);
  });

  it('keeps to 20 MB in all', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const nine = Buffer.concat([PDF_BYTES, Buffer.alloc(9 * 1024 * 1024)]);
    expect((await m.test.upload(dispute.id, { kind: 'other' }, { name: 'a.pdf', bytes: nine })).statusCode).toBe(201);
    expect((await m.test.upload(dispute.id, { kind: 'other' }, { name: 'b.pdf', bytes: nine })).statusCode).toBe(201);
    const third = await m.test.upload(dispute.id, { kind: 'other' }, { name: 'c.pdf', bytes: nine });
    expect(third.statusCode).toBe(409);
    expect(third.json().errors.file).toBe('The files together must be at most 20 MB.');
  });
});

describe('GET {base}/disputes/:id/packet', () => {
  it('one PDF: the cover, the text in the order the reason asks, then each file in order (a PDF with its own pages)', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test, { reason: 'product_not_received' });
    await m.test.put(`/disputes/${dispute.id}`, { evidence: { trackingNumber: 'TRACK-42', other: 'Delivered to the front desk.' } });
    await m.test.upload(dispute.id, { kind: 'shippingDocumentation' }, { name: 'label.png', bytes: REAL_PNG });
    await m.test.upload(dispute.id, { kind: 'customerCommunication' }, { name: 'chat.pdf', bytes: await realPdf(2, 'CHAT-LOG') });
    const res = await m.test.send('GET', `/disputes/${dispute.id}/packet?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(res.rawPayload, '');
    const text = pages.join('\n');
    expect(pages).toHaveLength(5); // cover, image page, title page of the PDF, its two pages
    expect(text).toContain(dispute.id);
    expect(text).toContain('Tracking number');
    expect(text).toContain('TRACK-42');
    expect(text.indexOf('Tracking number')).toBeLessThan(text.indexOf('Other information'));
    expect(text).toContain('Exhibit 1: Shipping documentation, label.png');
    expect(text).toContain('CHAT-LOG page 2');
    if (pdfFonts().cjk) {
      const zh = await pdfText((await m.test.send('GET', `/disputes/${dispute.id}/packet?lang=zh`)).rawPayload, '');
      expect(zh).toContain('争议证据材料');
      expect(zh).toContain('物流单号');
    }
  });
});

describe('the deadline sweep (controllable clock)', () => {
  it('reminds the owners 72 and 24 hours before, once each, then expires the dispute at the deadline', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    const due = new Date(dispute.dueBy).getTime();
    const at = (hoursBefore: number) => new Date(due - hoursBefore * 3_600_000);
    const mailsTo = async () => (await mailbox(app, m.user.email)).filter((x) => x.subject.includes(dispute.id));
    const send = async (now: Date) => {
      const r = await sweepDisputeDeadlines(db, now, 'https://dash.example.test');
      for (const mail of r.reminders) await app.mailer.send(mail);
      return r;
    };

    expect((await send(at(100))).reminders.filter((r) => r.subject.includes(dispute.id))).toHaveLength(0);
    expect((await send(at(71))).reminders.filter((r) => r.subject.includes(dispute.id))).toHaveLength(1);
    expect((await send(at(70))).reminders.filter((r) => r.subject.includes(dispute.id))).toHaveLength(0);
    expect((await send(at(23))).reminders.filter((r) => r.subject.includes(dispute.id))).toHaveLength(1);
    const mails = await mailsTo();
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain(`https://dash.example.test/test/disputeDetail?id=${dispute.id}`);
    expect(mails[0].subject).toContain('请在');
    expect(mails[0].text).toContain('持卡人');

    const after = await send(new Date(due));
    expect(after.expired).toBeGreaterThanOrEqual(1);
    const expired = (await m.test.get(`/disputes/${dispute.id}`)).json();
    expect(expired.status).toBe('expired');
    expect(await ledgerOf(dispute.id)).toEqual([['dispute', -10_000], ['dispute_fee', -1500]]);
    // A second sweep finds nothing to do for it.
    await send(new Date(due + 60_000));
    expect((await m.test.get(`/disputes/${dispute.id}`)).json().history.filter((h: { type: string }) => h.type === 'dispute.closed')).toHaveLength(1);
  });

  it('runs as the dispute_deadlines job', async () => {
    const m = await disputeMerchant(app, db);
    const { dispute } = await disputedPayment(m.test);
    await db.update(disputes).set({ dueBy: new Date(Date.now() - 1000) }).where(eq(disputes.id, dispute.id));
    await app.jobs.send('dispute_deadlines', {});
    expect(await app.jobs.runDue('dispute_deadlines')).toBe(1);
    expect((await m.test.get(`/disputes/${dispute.id}`)).json().status).toBe('expired');
  });
});

describe('lists, counts, export', () => {
  it('filters by status, reason, amount and deadline; counts per status; sorts; exports CSV', async () => {
    const m = await disputeMerchant(app, db);
    const a = await disputedPayment(m.test, { amount: 1000, reason: 'fraudulent' });
    const b = await disputedPayment(m.test, { amount: 5000, reason: 'duplicate' });
    await disputedPayment(m.test, { amount: 9000, reason: 'general', kind: 'inquiry' });
    await m.test.post(`/disputes/${b.dispute.id}/accept`);
    await db.update(disputes).set({ dueBy: new Date(Date.now() + 2 * 86_400_000) }).where(eq(disputes.id, a.dispute.id));

    const ids = async (filter: Record<string, unknown>, sort?: string) =>
      (await m.test.get('/disputes', { filter, ...(sort ? { sort } : {}) })).json().map((d: { amount: number }) => d.amount);
    expect(await ids({ status: 'accepted' })).toEqual([5000]);
    expect(await ids({ reason: ['fraudulent', 'general'] }, '["amount","ASC"]')).toEqual([1000, 9000]);
    expect(await ids({ amountMin: 2000, amountMax: 9000 }, '["amount","DESC"]')).toEqual([9000, 5000]);
    expect(await ids({ dueWithinDays: 3 })).toEqual([1000]);
    const bad = await m.test.get('/disputes', { filter: { status: 'pending' } });
    expect(bad.statusCode).toBe(400);

    const counts = (await m.test.get('/disputes/counts', { filter: {} })).json().data;
    expect(counts).toMatchObject({ all: 3, needs_response: 1, warning_needs_response: 1, accepted: 1, won: 0, awaiting: 2, closedLost: 1 });

    const csv = await m.test.get('/disputes/export', { filter: {}, lang: 'en' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines.some((l) => l.includes('Dispute ID') && l.includes('Respond by'))).toBe(true);
    expect(lines.filter((l) => l.includes(a.dispute.id))).toHaveLength(1);
  });
});

async function makePaymentFee(): Promise<number> {
  const { computeFees } = await import('../../domain/pricing');
  return computeFees(10_000, 'USD').fee;
}

describe('a payment under a dispute (issue 33 item 7)', () => {
  it('says "Disputed" with the dispute in its record, the payments list and the export, until the dispute closes', async () => {
    const m = await disputeMerchant(app, db);
    const { payment, dispute } = await disputedPayment(m.test);
    const plain = await makePayment(m.test, { amount: 2500 });
    expect((await m.test.get(`/payments/${payment.id}`)).json().openDisputeId).toBe(dispute.id);
    const list = (await m.test.get('/payments', { filter: { id: [payment.id, plain.id] } })).json() as { id: string; status: string; openDisputeId: string | null }[];
    expect(Object.fromEntries(list.map((p) => [p.id, [p.status, p.openDisputeId]]))).toEqual({
      [payment.id]: ['succeeded', dispute.id],
      [plain.id]: ['succeeded', null],
    });
    const statusCells = async (lang: string) => {
      const rows = parseCsv((await m.test.get('/payments/export', { filter: { id: [payment.id, plain.id] }, lang })).body);
      return Object.fromEntries(rows.slice(1).map((r) => [r[0], r[2]]));
    };
    expect(await statusCells('en')).toEqual({ [payment.id]: 'Disputed', [plain.id]: 'Succeeded' });
    expect(await statusCells('zh')).toEqual({ [payment.id]: '争议中', [plain.id]: '成功' });

    expect((await m.test.post(`/disputes/${dispute.id}/accept`)).statusCode).toBe(200);
    expect((await m.test.get(`/payments/${payment.id}`)).json().openDisputeId).toBeNull();
    expect(await statusCells('en')).toEqual({ [payment.id]: 'Succeeded', [plain.id]: 'Succeeded' });
  });
});
