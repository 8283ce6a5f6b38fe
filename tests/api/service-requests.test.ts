// Website service requests (issue 32): a brief judged field by field in both languages, the list with its tabs and
// counts, the thread, cancel only while submitted, the test-mode simulator moving submitted -> in progress ->
// delivered through the job queue with the team's replies, the export, the service_request.* webhook events, and
// secret keys by scope.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../server/db/schema';
import { setupTestApp } from '../helpers/app';
import { parseCsv } from '../helpers/csv';
import { rememberSecret } from '../helpers/secrets';
import { signedInMerchant, type ApiClient } from '../factories/payments';

const { app, database } = await setupTestApp({ WEBHOOK_LOOPBACK: true });
const db = database.db;

const brief = (extra: Record<string, unknown> = {}) => ({
  kind: 'website',
  goal: 'A shop for our handmade ceramics with a blog and a contact form.',
  items: ['Home', 'Shop', 'Blog'],
  budget: '1k_5k',
  contactName: 'Mei Lin',
  contactEmail: 'mei@example.com',
  ...extra,
});
let keys = 0;
const submit = (c: ApiClient, body: Record<string, unknown>) => c.post('/service-requests', body, { 'idempotency-key': `sr-${++keys}` });

describe('website service requests', () => {
  it('judges the brief by field, in both languages; SEO needs the website', async () => {
    const m = await signedInMerchant(app, db);
    const bad = await submit(m.test, brief({ goal: 'A shop', items: [], budget: 'lots', contactEmail: 'nope' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      goal: 'Describe what you want in at least 20 characters.',
      items: 'List at least one page (website) or keyword (SEO).',
      budget: 'Please Select',
      contactEmail: 'Please enter a valid email address.',
    });
    const seo = await m.test.post('/service-requests', brief({ kind: 'seo', items: ['ceramics'] }), { 'accept-language': 'zh', 'idempotency-key': 'zh-1' });
    expect(seo.statusCode).toBe(400);
    expect(seo.json().errors).toEqual({ websiteUrl: '请输入需要优化的网站地址。' });
    const badUrl = await submit(m.test, brief({ kind: 'seo', items: ['ceramics'], websiteUrl: 'ftp://x' }));
    expect(badUrl.json().errors).toEqual({ websiteUrl: 'Enter a website address starting with http:// or https://.' });
  });

  it('lists with tabs and counts, keeps a thread, cancels only while submitted, and the simulator delivers with replies', async () => {
    const m = await signedInMerchant(app, db);
    const site = (await submit(m.test, brief())).json();
    expect(site).toMatchObject({ kind: 'website', status: 'submitted', items: ['Home', 'Shop', 'Blog'], websiteUrl: null, messageCount: 0 });
    const seo = (await submit(m.test, brief({ kind: 'seo', items: ['handmade ceramics', 'stoneware mugs'], websiteUrl: 'https://clay.example.com' }))).json();
    const other = (await submit(m.test, brief({ goal: 'A landing page for our spring ceramics sale.' }))).json();

    // Cancel: only while submitted.
    expect((await m.test.post(`/service-requests/${other.id}/cancel`)).json().data.status).toBe('canceled');
    const again = await m.test.post(`/service-requests/${other.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a submitted request can be canceled; the team has already started.');

    // The merchant writes; the simulator starts it and then delivers it, each step with the team's reply.
    expect((await m.test.post(`/service-requests/${site.id}/messages`, { body: 'Please use our logo colours.' }, { 'idempotency-key': 'msg-1' })).statusCode).toBe(201);
    expect((await m.test.post(`/service-requests/${site.id}/messages`, { body: '  ' })).json().errors).toEqual({ body: 'Write a message.' });
    expect((await m.test.post(`/service-requests/${site.id}/simulate`)).statusCode).toBe(202);
    expect(await app.jobs.runDue('service_request_advance')).toBe(1);
    expect((await m.test.get(`/service-requests/${site.id}`)).json()).toMatchObject({ status: 'in_progress', startedAt: expect.any(String), deliveredAt: null });
    expect((await m.test.post(`/service-requests/${site.id}/cancel`)).statusCode).toBe(409);
    await m.test.post(`/service-requests/${site.id}/simulate`);
    await app.jobs.runDue('service_request_advance');
    const done = (await m.test.get(`/service-requests/${site.id}`)).json();
    expect(done).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String), messageCount: 3 });
    expect(done.messages.map((x: { author: string; body: string }) => [x.author, x.body.slice(0, 24)])).toEqual([
      ['merchant', 'Please use our logo colou'.slice(0, 24)],
      ['staff', 'Thanks for your brief. O'],
      ['staff', 'Your website is ready. T'],
    ]);
    // Delivered: no more steps, no more messages.
    expect((await m.test.post(`/service-requests/${site.id}/simulate`)).statusCode).toBe(409);
    expect((await m.test.post(`/service-requests/${site.id}/messages`, { body: 'One more thing' })).json().message).toBe('This request is closed: it takes no more messages.');

    // Tabs and counts; the kind filter splits Build Website from SEO.
    expect((await m.test.get('/service-requests/counts')).json().data).toEqual({ all: 3, submitted: 1, in_progress: 0, delivered: 1, canceled: 1 });
    expect((await m.test.get('/service-requests/counts', { filter: { kind: 'website' } })).json().data).toMatchObject({ all: 2, submitted: 0 });
    const seoList = (await m.test.get('/service-requests', { filter: { kind: 'seo', status: 'submitted' } })).json() as { id: string }[];
    expect(seoList.map((r) => r.id)).toEqual([seo.id]);
    // Live mode sees none of them, and has no simulator.
    expect((await m.live.get('/service-requests')).json()).toEqual([]);
    expect((await m.live.post(`/service-requests/${seo.id}/simulate`)).statusCode).toBe(403);

    // The export writes the labels in its language.
    const [head, ...rows] = parseCsv((await m.test.get('/service-requests/export', { filter: {}, lang: 'zh' })).body);
    expect(head).toContain('页面或关键词');
    const row = rows.find((r) => r[0] === seo.id)!;
    expect(row).toEqual(expect.arrayContaining(['网站 SEO 优化', '已提交', '1,000 - 5,000 美元', 'https://clay.example.com', 'handmade ceramics; stoneware mugs']));
  });

  it('makes a brief and a message once per Idempotency-Key: a retry replays the first answer', async () => {
    const m = await signedInMerchant(app, db);
    const first = await m.test.post('/service-requests', brief(), { 'idempotency-key': 'retry-brief' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await m.test.post('/service-requests', brief(), { 'idempotency-key': 'retry-brief' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const id = first.json().id as string;
    for (let i = 0; i < 2; i++) expect((await m.test.post(`/service-requests/${id}/messages`, { body: 'Once only' }, { 'idempotency-key': 'retry-msg' })).statusCode).toBe(201);
    const detail = (await m.test.get(`/service-requests/${id}`)).json();
    expect(detail.messages.filter((msg: { body: string }) => msg.body === 'Once only')).toHaveLength(1);
    expect(((await m.test.get('/service-requests', { filter: JSON.stringify({ kind: 'website' }) })).json() as unknown[]).length).toBe(1);
  });

  it('writes service_request.* events to webhooks, documented in x-webhooks; secret keys by scope', async () => {
    const m = await signedInMerchant(app, db);
    await m.test.post('/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', enabledEvents: ['service_request.created', 'service_request.in_progress', 'service_request.message'] });
    const r = (await submit(m.test, brief())).json();
    await m.test.post(`/service-requests/${r.id}/simulate`);
    await app.jobs.runDue('service_request_advance');
    const sent = await db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries).where(eq(webhookDeliveries.accountId, m.account.id));
    expect(sent.map((d) => d.type).sort()).toEqual(['service_request.created', 'service_request.in_progress', 'service_request.message']);
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const type of ['service_request.created', 'service_request.in_progress', 'service_request.delivered', 'service_request.canceled', 'service_request.message']) expect(doc['x-webhooks'][type], type).toBeDefined();

    const key = async (scopes: object) => {
      const value = (await m.test.post('/api-keys', { name: 'Site', scopes })).json().data as { value: string };
      rememberSecret('service request key', value.value);
      return value.value;
    };
    const withKey = (method: 'GET' | 'POST', url: string, k: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${k}`, 'idempotency-key': `key-${++keys}` }, payload, remoteAddress: '10.79.0.2' });
    const reader = await key({ 'service-requests': 'read' });
    const writer = await key({ 'service-requests': 'write' });
    expect((await withKey('GET', `/test/api/service-requests/${r.id}`, reader)).statusCode).toBe(200);
    const refused = await withKey('POST', '/test/api/service-requests', reader, brief());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This restricted key has no write access to website service requests.');
    const made = await withKey('POST', '/test/api/service-requests', writer, brief());
    expect(made.statusCode, made.body).toBe(201);
    const message = await withKey('POST', `/test/api/service-requests/${made.json().id}/messages`, writer, { body: 'Sent from our ERP' });
    expect(message.json()).toMatchObject({ author: 'merchant', authorName: 'API' });
  });
});
