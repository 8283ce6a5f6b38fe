// Upload materials through the API: type judged by content (not name or declared type), the 10 MB limit, the
// address proof date, download only within the account, deletion before submission, files kept under random names.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { setupTestApp, tempDir } from '../helpers/app';
import { JPG_BYTES, PDF_BYTES, PNG_BYTES, onboardingMerchant, recentDate, upload } from '../factories/onboarding';

const dataDir = tempDir('md-onb-docs-');
const { app, database } = await setupTestApp({ DATA_DIR: dataDir });
const db = database.db;
const en = (key: string) => translateMessage(key, 'en');
const uploadsDir = path.join(dataDir, 'uploads');

describe('POST /api/onboarding/documents', () => {
  it('stores a PNG renamed .pdf as a PNG, under a random name, and streams it back', async () => {
    const m = await onboardingMerchant(db);
    const res = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'scan.pdf', bytes: PNG_BYTES, type: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data;
    expect(doc).toMatchObject({ kind: 'registration_certificate', originalName: 'scan.pdf', mime: 'image/png', size: PNG_BYTES.length });
    expect(doc.sha256).toMatch(/^[a-f0-9]{64}$/);
    expect(readdirSync(uploadsDir).every((f) => /^[a-f0-9]{32}$/.test(f))).toBe(true);

    const down = await app.inject({ url: `/api/onboarding/documents/${doc.id}`, headers: m.headers });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toContain('filename="scan.png"');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.rawPayload.equals(PNG_BYTES)).toBe(true);

    const app2 = (await app.inject({ url: '/api/onboarding', headers: m.headers })).json().data;
    expect(app2.documents.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect(app2.missingDocuments).toEqual([]);
    expect(app2.sections.upload.complete).toBe(true);
  });

  it('accepts a JPEG and a PDF by content', async () => {
    const m = await onboardingMerchant(db);
    const jpg = await upload(app, m.headers, { kind: 'representative_id' }, { name: 'id.jpeg', bytes: JPG_BYTES });
    expect(jpg.json().data.mime).toBe('image/jpeg');
    const pdf = await upload(app, m.headers, { kind: 'other' }, { name: 'other', bytes: PDF_BYTES });
    expect(pdf.json().data.mime).toBe('application/pdf');
  });

  it('refuses a text file renamed .jpg, and an empty file, and stores nothing', async () => {
    const m = await onboardingMerchant(db);
    const before = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    const text = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'photo.jpg', bytes: Buffer.from('just text'), type: 'image/jpeg' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toBe(en('onb_file_content_mismatch'));
    const empty = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'a.png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.file).toBe(en('onb_file_empty'));
    const none = await upload(app, m.headers, { kind: 'registration_certificate' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.file).toBeDefined();
    expect((await app.inject({ url: '/api/onboarding', headers: m.headers })).json().data.documents).toEqual([]);
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0).toBe(before);
  });

  it('refuses an 11 MB file with the size message', async () => {
    const m = await onboardingMerchant(db);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(app, m.headers, { kind: 'registration_certificate' }, { name: 'big.png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toBe('The file must be smaller than 10 MB.');
    expect((await app.inject({ url: '/api/onboarding', headers: m.headers })).json().data.documents).toEqual([]);
  });

  it('refuses a missing kind, and an address proof without a recent issue date', async () => {
    const m = await onboardingMerchant(db);
    const file = { name: 'bill.png', bytes: PNG_BYTES };
    const noKind = await upload(app, m.headers, {}, file);
    expect(noKind.json().errors.kind).toBe(en('onb_document_kind_invalid'));
    const noDate = await upload(app, m.headers, { kind: 'address_proof' }, file);
    expect(noDate.json().errors.issuedOn).toBe(en('onb_proof_date_invalid'));
    const old = await upload(app, m.headers, { kind: 'address_proof', issuedOn: recentDate(120) }, file);
    expect(old.json().errors.issuedOn).toBe(en('onb_proof_too_old'));
    const ok = await upload(app, m.headers, { kind: 'address_proof', issuedOn: recentDate(10) }, file);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.issuedOn).toBe(recentDate(10));
  });

  it('is refused to a plain member (owners and admins only), whatever its codes', async () => {
    const m = await onboardingMerchant(db, { permissions: ['*'], role: 'member' });
    const res = await upload(app, m.headers, { kind: 'other' }, { name: 'a.png', bytes: PNG_BYTES });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET and DELETE /api/onboarding/documents/:id', () => {
  it("answers 404 to another account's member", async () => {
    const a = await onboardingMerchant(db);
    const b = await onboardingMerchant(db);
    const doc = (await upload(app, a.headers, { kind: 'other' }, { name: 'a.pdf', bytes: PDF_BYTES })).json().data;
    expect((await app.inject({ url: `/api/onboarding/documents/${doc.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/onboarding/documents/${doc.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/onboarding/documents/${doc.id}`, headers: a.headers })).statusCode).toBe(200);
  });

  it('deletes a document and its file before submission', async () => {
    const m = await onboardingMerchant(db);
    const doc = (await upload(app, m.headers, { kind: 'other' }, { name: 'a.pdf', bytes: PDF_BYTES })).json().data;
    const files = readdirSync(uploadsDir).length;
    const res = await app.inject({ method: 'DELETE', url: `/api/onboarding/documents/${doc.id}`, headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(readdirSync(uploadsDir).length).toBe(files - 1);
    expect((await app.inject({ url: `/api/onboarding/documents/${doc.id}`, headers: m.headers })).statusCode).toBe(404);
  });
});
