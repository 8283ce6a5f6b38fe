// Builders for onboarding API tests: a merchant not yet verified with a live session, the valid sample steps,
// files of each accepted type (and not), multipart bodies, and walking the wizard up to submission.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../server/db/client';
import { createSession } from '../../server/repositories/sessions';
import {
  sampleBankDetails, sampleBusinessDetails, sampleBusinessType, sampleOwner, samplePerson, sampleRegisteredAddress,
} from '../../domain/onboarding/test-data';
import { buildMerchant } from './index';

export async function onboardingMerchant(db: DbOrTx, opts: { permissions?: string[]; role?: 'owner' | 'admin' | 'member' } = {}) {
  const m = await buildMerchant(db, { kycStatus: 'inactive', permissions: opts.permissions, role: opts.role });
  const session = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
  return {
    ...m,
    headers: { authorization: `Bearer ${session.liveToken}` },
    testHeaders: { authorization: `Bearer ${session.testToken}` },
  };
}

/** Valid data of every form step, fresh per call (the representative holds 60%, one owner 40%). */
export function sampleSteps() {
  return {
    businessType: sampleBusinessType(),
    registeredAddress: sampleRegisteredAddress(),
    businessDetails: sampleBusinessDetails(),
    representative: samplePerson(),
    owners: { owners: [sampleOwner()] },
    bank: sampleBankDetails() as Record<string, unknown>,
  };
}
export type StepName = keyof ReturnType<typeof sampleSteps>;
export const STEP_ORDER: readonly StepName[] = ['businessType', 'registeredAddress', 'businessDetails', 'representative', 'owners', 'bank'];

/** A date a few days ago (YYYY-MM-DD): a recent proof of address in any zone. */
export function recentDate(daysAgo = 3): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const JPG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export interface FilePart { name: string; bytes: Buffer; type?: string }

/** A multipart/form-data body with text fields first, then the file (as browsers send a FormData). */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----md${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: FilePart,
) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/onboarding/documents', headers: { ...headers, ...body.headers }, payload: body.payload });
}

export async function putStep(app: FastifyInstance, headers: Record<string, string>, step: string, payload: unknown) {
  return app.inject({ method: 'PUT', url: `/api/onboarding/steps/${step}`, headers, payload: payload as object });
}

/** Saves every step (bank unless `withoutBank`), confirms the review page and uploads the documents asked for. */
export async function completeWizard(
  app: FastifyInstance,
  headers: Record<string, string>,
  opts: { steps?: Partial<ReturnType<typeof sampleSteps>>; withoutBank?: boolean; addressProof?: boolean } = {},
) {
  const steps = { ...sampleSteps(), ...opts.steps };
  for (const step of STEP_ORDER) {
    if (step === 'bank' && opts.withoutBank) continue;
    const res = await putStep(app, headers, step, steps[step]);
    if (res.statusCode !== 200) throw new Error(`PUT ${step} answered ${res.statusCode}: ${res.body}`);
  }
  const reviewed = await app.inject({ method: 'POST', url: '/api/onboarding/review', headers });
  if (reviewed.statusCode !== 200) throw new Error(`POST review answered ${reviewed.statusCode}: ${reviewed.body}`);
  const cert = await upload(app, headers, { kind: 'registration_certificate' }, { name: 'certificate.pdf', bytes: PDF_BYTES });
  if (cert.statusCode !== 200) throw new Error(`upload answered ${cert.statusCode}: ${cert.body}`);
  if (opts.addressProof ?? true) {
    const proof = await upload(app, headers, { kind: 'address_proof', issuedOn: recentDate() }, { name: 'bill.png', bytes: PNG_BYTES });
    if (proof.statusCode !== 200) throw new Error(`upload answered ${proof.statusCode}: ${proof.body}`);
  }
}
