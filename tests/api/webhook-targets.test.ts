// Issue 25, item 2: webhooks never reach the internal network, in either mode. Loopback, private, link-local, CGNAT,
// unique-local, multicast, unspecified and IPv4-mapped or -compatible IPv6 targets are refused when saved (an
// address in the URL) and when connecting (every address the name resolves to is checked, and the connection goes
// to the address checked: pinned). WEBHOOK_LOOPBACK=on lets test mode reach this machine; it is off by default and
// refused in production. Names are resolved by an injected stub: no traffic leaves the machine.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { webhookEndpoints } from '../../server/db/schema';
import type { Resolver } from '../../server/lib/safe-target';
import { dispatchDue } from '../../server/services/webhooks/dispatch';
import { setupTestApp } from '../helpers/app';
import { disputeMerchant } from '../factories/disputes';
import { makePayment } from '../factories/payments';

/** The stub's answers per name; `rebind.hooks.test` answers loopback once, then a private address. */
const zone: Record<string, string[]> = {
  'loopback.hooks.test': ['127.0.0.1'],
  'localtest.me': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'mixed.hooks.test': ['93.184.216.34', '127.0.0.1'],
  'metadata.hooks.test': ['169.254.169.254'],
  'private.hooks.test': ['10.1.2.3'],
  'cgnat.hooks.test': ['100.64.0.9'],
  'ula.hooks.test': ['fd12:3456::1'],
  'mapped.hooks.test': ['::ffff:127.0.0.1'],
  'compat.hooks.test': ['::127.0.0.1'],
};
const lookups: string[] = [];
const stub: Resolver = async (name) => {
  lookups.push(name);
  if (name === 'rebind.hooks.test') return [{ address: lookups.filter((n) => n === name).length === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
  const answers = zone[name];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const plain = await setupTestApp({}, { webhookResolver: stub });
const local = await setupTestApp({ WEBHOOK_LOOPBACK: true }, { webhookResolver: stub });

const received: string[] = [];
const receiver = http.createServer((req, res) => {
  received.push(req.url ?? '');
  req.resume();
  req.on('end', () => res.end('ok'));
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const port = (receiver.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const body = (url: string) => ({ url, enabledEvents: ['payment.created'] });
const REFUSED = [
  'http://127.0.0.1:9/x', 'http://127.1.2.3/x', 'http://[::1]/x', 'http://localhost:9/x', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/x',
  'http://192.168.1.1/x', 'http://172.16.0.1/x', 'http://100.64.0.1/x', 'http://[fd00::1]/x', 'http://[fe80::1]/x', 'http://224.0.0.1/x',
  'http://0.0.0.0/x', 'http://[::]/x', 'http://[::ffff:127.0.0.1]/x', 'http://[::127.0.0.1]/x', 'http://[::ffff:10.0.0.1]/x', 'http://2130706433/x',
];

describe('2. webhook targets', () => {
  it('are refused at save in both modes when the host is a non-public address', async () => {
    const m = await disputeMerchant(plain.app, plain.database.db);
    for (const url of REFUSED) {
      const test = await m.test.post('/webhook-endpoints', body(url));
      expect(test.statusCode, url).toBe(400);
      expect(test.json().errors.url, url).toBe('Webhooks are delivered only to public addresses, not to this machine or a private network.');
      const live = await m.live.post('/webhook-endpoints', body(url.replace('http:', 'https:')));
      expect(live.statusCode, url).toBe(400);
    }
    expect((await m.live.post('/webhook-endpoints', body('https://[::127.0.0.1]/x'))).json().errors.url).toMatch(/public addresses/);
    expect((await m.test.get('/webhook-endpoints')).json()).toHaveLength(0);
    expect((await m.test.post('/webhook-endpoints', body('http://93.184.216.34/x'))).statusCode).toBe(201);
  });

  it('WEBHOOK_LOOPBACK=on lets test mode save loopback, never private ranges, never live mode; production refuses it', async () => {
    const m = await disputeMerchant(local.app, local.database.db);
    for (const url of ['http://127.0.0.1:9/x', 'http://[::1]:9/x', 'http://localhost:9/x']) expect((await m.test.post('/webhook-endpoints', body(url))).statusCode, url).toBe(201);
    for (const url of ['http://10.0.0.1/x', 'http://169.254.169.254/x', 'http://[::ffff:127.0.0.1]/x']) expect((await m.test.post('/webhook-endpoints', body(url))).statusCode, url).toBe(400);
    expect((await m.live.post('/webhook-endpoints', body('https://127.0.0.1/x'))).statusCode).toBe(400);
    expect(loadConfig({}).WEBHOOK_LOOPBACK).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dash.example.com', WEBHOOK_LOOPBACK: 'on' })).toThrow(/WEBHOOK_LOOPBACK/);
  });

  it('are refused at connect time when a name resolves to any non-public address, in test mode too', async () => {
    const { app, database } = local;
    const m = await disputeMerchant(app, database.db);
    const names = Object.keys(zone);
    for (const name of names) expect((await m.test.post('/webhook-endpoints', body(`http://${name}:${port}/${name}`))).statusCode, name).toBe(201);
    await makePayment(m.test, { amount: 1000 });
    // Without the loopback setting: nothing reaches the receiver, every attempt names the refused address.
    await dispatchDue(database.db, app.secretsKey, () => new Date(), { targets: { allowLoopback: false, resolve: stub } });
    expect(received).toEqual([]);
    const endpoints = (await m.test.get('/webhook-endpoints')).json() as { id: string; url: string }[];
    for (const e of endpoints) {
      const [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
      const detail = (await m.test.get(`/webhook-deliveries/${d.id}`)).json();
      expect(detail.attempts_log[0].error, e.url).toMatch(/not a public address/);
      expect(detail.attempts_log[0].responseBody, e.url).toBeNull();
    }
    expect(new Set(lookups)).toEqual(new Set(names));
  });

  it('pin the checked address for the connection: a name that changes its answer after the check is not resolved again', async () => {
    const { app, database } = local;
    const m = await disputeMerchant(app, database.db);
    await m.test.post('/webhook-endpoints', body(`http://rebind.hooks.test:${port}/rebind`));
    await makePayment(m.test, { amount: 1000 });
    const before = lookups.length;
    await dispatchDue(database.db, app.secretsKey, () => new Date(), { targets: app.webhookTargets });
    // One lookup (127.0.0.1, allowed with WEBHOOK_LOOPBACK in test mode), and the connection went there.
    expect(lookups.slice(before)).toEqual(['rebind.hooks.test']);
    expect(received).toEqual(['/rebind']);
    // The next delivery resolves again and gets a private address: refused.
    const e = (await m.test.get('/webhook-endpoints')).json()[0];
    const [d] = (await m.test.get(`/webhook-endpoints/${e.id}/deliveries`)).json();
    const resent = (await m.test.post(`/webhook-deliveries/${d.id}/resend`)).json().data;
    expect(resent.error).toMatch(/10\.0\.0\.1 is not a public address/);
    expect(received).toEqual(['/rebind']);
  });

  it('never let live mode connect to loopback, even with WEBHOOK_LOOPBACK', async () => {
    const { app, database } = local;
    const m = await disputeMerchant(app, database.db);
    const e = (await m.test.post('/webhook-endpoints', body(`http://127.0.0.1:${port}/live`))).json();
    await database.db.update(webhookEndpoints).set({ livemode: true }).where(eq(webhookEndpoints.id, e.id));
    await makePayment(m.live, { amount: 1000 });
    await dispatchDue(database.db, app.secretsKey, () => new Date(), { targets: app.webhookTargets });
    expect(received).not.toContain('/live');
  });
});
