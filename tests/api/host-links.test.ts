// Issue 25, item 1: links are never built on a poisoned Host. The Host is read as an authority (`name[:port]`);
// anything else is refused with 400, and every link a route mints (reset and activation mails, direct login, pay
// links, invoice pay links) is written from the parsed name and port. A property throws generated Host forms at each
// route (the invoice PDF's printed link included) and reads the link with the WHATWG URL parser: its host is always one of the server's own names.
import { hostname } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHostAuthority } from '../../server/lib/host-authority';
import { createSession } from '../../server/repositories/sessions';
import { buildMerchant } from '../factories';
import { act, createInvoice, invoiceMerchant } from '../factories/invoices';
import { mailbox } from '../helpers/mailbox';
import { pdfText } from '../helpers/pdf';
import { setupTestApp } from '../helpers/app';
import { fixedCaptcha, solvedCaptcha, uniqueIp } from '../helpers/login';

const { app, database } = await setupTestApp({ HOST: '127.0.0.1', PORT: 8080 }, { captcha: fixedCaptcha });
const db = database.db;

const OWN = ['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()];
const FALLBACK = 'http://localhost:8080';

/** Host forms: an own name, a port or not, and one of the tricks that made a browser read another host. */
const hostForm = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...OWN, 'LOCALHOST', '[0:0::1]', 'evil.example', '169.254.169.254'),
      fc.constantFrom('', ':8080', ':1', ':65535', ':', ':8080:', ':8080:9090', ':99999', ':+80', ':0x50'),
      fc.constantFrom('', '@evil.example', '@evil.example:443', '/evil', '?x=@evil.example', '#@evil.example', '\\evil.example', ' evil.example', '%40evil.example', '.evil.example', '\t', '.'),
      fc.constantFrom('', 'user@', 'user:pass@', 'evil.example@', 'localhost:8080@'),
    )
    .map(([name, port, suffix, prefix]) => `${prefix}${name}${port}${suffix}`),
  fc.string({ unit: fc.constantFrom(...'abcz019.-:@[]/\\?#%_ '.split('')), minLength: 1, maxLength: 24 }),
);


/** The link must open at one of the server's own names (never at what the attacker wrote), without userinfo. */
function expectOwnLink(link: string, host: string) {
  const url = new URL(link);
  expect(url.username + url.password, `${host} -> ${link}`).toBe('');
  expect(OWN, `${host} -> ${link}`).toContain(url.hostname);
  const parsed = parseHostAuthority(host);
  // A Host that names the server keeps its own port; anything else falls back to localhost on the configured port.
  if (parsed && OWN.includes(url.hostname) && url.origin !== FALLBACK) expect(url.port, `${host} -> ${link}`).toBe(parsed.port === undefined || parsed.port === 80 ? '' : String(parsed.port));
}

describe('1. Host header as an authority', () => {
  it('parses name[:port] only', () => {
    expect(parseHostAuthority('localhost:8080')).toEqual({ name: 'localhost', port: 8080, ipv6: false });
    expect(parseHostAuthority('[::1]:3000')).toEqual({ name: '::1', port: 3000, ipv6: true });
    expect(parseHostAuthority('Example.COM')).toEqual({ name: 'example.com', port: undefined, ipv6: false });
    for (const bad of ['localhost:8080@evil.example', 'a@b', 'localhost:', 'localhost:1:2', 'localhost/x', 'localhost?x', 'localhost#x', 'local\\host', 'local host', 'local%68ost', '[::1', '[::1]x', '[fe80::1%eth0]', '0x7f.1', '127.1', 'localhost:65536', '']) {
      expect(parseHostAuthority(bad), bad).toBeNull();
    }
  });

  it('the reset mail of Host: localhost:8080@evil.example is refused; an own Host gets a link on it', async () => {
    const m = await buildMerchant(db);
    const poisoned = await app.inject({ method: 'POST', url: '/api/auth/reset-mail', remoteAddress: uniqueIp(), headers: { host: 'localhost:8080@evil.example' }, payload: { email: m.user.email, ...(await solvedCaptcha(app)) } });
    expect(poisoned.statusCode).toBe(400);
    expect(await mailbox(app, m.user.email)).toEqual([]);
    const own = await app.inject({ method: 'POST', url: '/api/auth/reset-mail', remoteAddress: uniqueIp(), headers: { host: '[::1]:8080' }, payload: { email: m.user.email, ...(await solvedCaptcha(app)) } });
    expect(own.statusCode).toBe(200);
    const [mail] = await mailbox(app, m.user.email);
    expect(new URL(mail!.links[0]!).origin).toBe('http://[::1]:8080');
  });

  it('every route that mints a link writes it on an own name, whatever the Host form (property)', async () => {
    const m = await invoiceMerchant(app, db);
    const s = await createSession(db, { userId: m.user.id, accountId: m.account.id, ttlHours: 1 });
    const auth = { authorization: `Bearer ${s.testToken}`, 'x-account-id': m.account.id };
    const invoice = await act(m.test, (await createInvoice(m.test)).id, 'finalize');
    let stamp = 0;

    /** Each route: the request with the Host given, and the links it minted (none when refused). */
    const routes: Record<string, (host: string) => Promise<{ status: number; links: string[] }>> = {
      'reset-mail': async (host) => {
        const res = await app.inject({ method: 'POST', url: '/api/auth/reset-mail', remoteAddress: uniqueIp(), headers: { host }, payload: { email: m.user.email, ...(await solvedCaptcha(app)) } });
        const mails = await mailbox(app, m.user.email);
        return { status: res.statusCode, links: mails.flatMap((x) => x.links) };
      },
      register: async (host) => {
        const email = `host-${++stamp}@example.test`;
        const res = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: uniqueIp(), headers: { host }, payload: { email, password: 'Secret#123', confirmPassword: 'Secret#123', nickname: 'Host', ...(await solvedCaptcha(app)) } });
        return { status: res.statusCode, links: (await mailbox(app, email)).flatMap((x) => x.links) };
      },
      'direct-link': async (host) => {
        const res = await app.inject({ method: 'POST', url: '/api/auth/direct-link', headers: { host, authorization: `Bearer ${s.liveToken}` } });
        return { status: res.statusCode, links: res.statusCode === 200 ? [res.json().data.url] : [] };
      },
      'payment-links': async (host) => {
        const res = await app.inject({ method: 'POST', url: '/test/api/payment-links', headers: { ...auth, host }, payload: { amount: 100, currency: 'USD', description: 'x' } });
        return { status: res.statusCode, links: res.statusCode === 201 ? [res.json().url] : [] };
      },
      'invoice pay link': async (host) => {
        const res = await app.inject({ url: `/test/api/invoices/${invoice.id}`, headers: { ...auth, host } });
        return { status: res.statusCode, links: res.statusCode === 200 ? [res.json().payUrl] : [] };
      },
      'invoice PDF': async (host) => {
        const res = await app.inject({ url: `/test/api/invoices/${invoice.id}/pdf`, headers: { ...auth, host } });
        if (res.statusCode !== 200) return { status: res.statusCode, links: [] };
        const link = /https?:\/\/\S+?\/pay\/[A-Za-z0-9_-]+/.exec(await pdfText(res.rawPayload, ''))?.[0];
        return { status: res.statusCode, links: link ? [link] : [] };
      },
    };
    for (const [route, call] of Object.entries(routes)) {
      await fc.assert(
        fc.asyncProperty(hostForm, async (host) => {
          // Only the links this request minted (the reset mails of earlier runs stay in the mailbox).
          const before = new Set(route === 'reset-mail' ? (await mailbox(app, m.user.email)).flatMap((x) => x.links) : []);
          const { status, links } = await call(host);
          const fresh = links.filter((l) => !before.has(l));
          if (!parseHostAuthority(host)) {
            expect(status, `${route} ${JSON.stringify(host)}`).toBe(400);
            expect(fresh, `${route} ${JSON.stringify(host)}`).toEqual([]);
            return;
          }
          expect(status, `${route} ${JSON.stringify(host)}`).toBeLessThan(300);
          expect(fresh.length, `${route} ${JSON.stringify(host)}`).toBeGreaterThan(0);
          for (const link of fresh) expectOwnLink(link, host);
        }),
        { numRuns: route === 'reset-mail' || route === 'register' || route === 'invoice PDF' ? 25 : 60 },
      );
    }
  }, 120_000);
});
