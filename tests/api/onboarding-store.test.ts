// The store screenshot as the online presence of business details: an image uploaded by the same account stands in
// for a website or marketplace link; another account's upload, a PDF or a made-up id is refused and nothing is saved.
import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../domain/messages';
import { setupTestApp, tempDir } from '../helpers/app';
import { PDF_BYTES, PNG_BYTES, onboardingMerchant, putStep, sampleSteps, upload } from '../factories/onboarding';

const { app, database } = await setupTestApp({ DATA_DIR: tempDir('md-onb-store-') });
const db = database.db;
const refused = translateMessage('onb_store_screenshot_invalid', 'en');

async function merchantAtDetails() {
  const m = await onboardingMerchant(db);
  const res = await putStep(app, m.headers, 'businessType', sampleSteps().businessType);
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

async function uploadId(headers: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const res = await upload(app, headers, { kind: 'other' }, file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const detailsWith = (storeScreenshotId: string) => ({
  ...sampleSteps().businessDetails, website: null, marketplaceLink: null, storeScreenshotId,
});

async function savedDetails(headers: Record<string, string>) {
  return (await app.inject({ url: '/api/onboarding', headers })).json().data.data.businessDetails ?? null;
}

describe('business details with a store screenshot', () => {
  it('accepts a screenshot uploaded by the account in place of a website', async () => {
    const m = await merchantAtDetails();
    const id = await uploadId(m.headers, { name: 'store.png', bytes: PNG_BYTES });
    const res = await putStep(app, m.headers, 'businessDetails', detailsWith(id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(body.sections.businessDetails.complete).toBe(true);
    expect(body.data.businessDetails).toMatchObject({ storeScreenshotId: id, website: null, marketplaceLink: null });
  });

  it('refuses a screenshot id of another account and saves nothing', async () => {
    const other = await merchantAtDetails();
    const foreign = await uploadId(other.headers, { name: 'store.png', bytes: PNG_BYTES });
    const m = await merchantAtDetails();
    const res = await putStep(app, m.headers, 'businessDetails', detailsWith(foreign));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ storeScreenshotId: refused });
    expect(await savedDetails(m.headers)).toBeNull();
  });

  it('refuses an unknown id and a PDF as the screenshot', async () => {
    const m = await merchantAtDetails();
    const unknown = await putStep(app, m.headers, 'businessDetails', detailsWith('doc_missing'));
    expect(unknown.json().errors.storeScreenshotId).toBe(refused);
    const pdf = await uploadId(m.headers, { name: 'store.pdf', bytes: PDF_BYTES });
    const res = await putStep(app, m.headers, 'businessDetails', detailsWith(pdf));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.storeScreenshotId).toBe(refused);
    expect(await savedDetails(m.headers)).toBeNull();
  });

  it('still asks for one of the three when none is given', async () => {
    const m = await merchantAtDetails();
    const res = await putStep(app, m.headers, 'businessDetails', { ...detailsWith(''), storeScreenshotId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.website).toBe(translateMessage('onb_online_presence_required', 'en'));
  });
});
