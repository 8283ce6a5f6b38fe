// The demo world's business verification agrees with each merchant's status: the approved merchants show every
// section complete with their documents on file, and the merchant still verifying shows what it has left.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_SECTIONS } from '../../domain/onboarding';
import { seedDemo } from '../../server/seed';
import { queueDemoVerifications } from '../../server/seed/payouts';
import { PAYOUT_STATUSES } from '../../domain/payouts/rules';
import { SERVICE_REQUEST_STATUSES } from '../../domain/service-requests/status';
import { setupTestApp } from '../helpers/app';
import { bearer, login } from '../helpers/login';

const { app, database, config } = await setupTestApp({ CAPTCHA: 'off' });
const PASSWORD = 'Demo@2026';

async function applicationOf(email: string) {
  const session = await login(app, email, PASSWORD);
  const res = await app.inject({ url: '/api/onboarding', headers: bearer(session.liveToken) });
  expect(res.statusCode).toBe(200);
  const me = await app.inject({ url: '/api/users/query', headers: bearer(session.liveToken) });
  return { app: res.json().data, headers: bearer(session.liveToken), user: me.json().data };
}

describe('seedDemo', () => {
  // The documents go where the app reads uploads from. Seeding the whole world (payments over a year, invoices,
  // disputes, webhook deliveries) is setup, given the hook's time rather than the first test's.
  beforeAll(() => seedDemo(database.db, { email: 'demo@example.com', password: PASSWORD, dataDir: config.DATA_DIR, secretsKey: app.secretsKey }), 240_000);

  it('gives each approved merchant a complete, decided application with its documents readable', async () => {
    for (const email of ['demo@example.com', 'other@example.com']) {
      const { app: application, headers, user } = await applicationOf(email);
      expect(user.kycStatus).toBe('approved');
      expect(application.state).toBe('approved');
      expect(application.canSubmit).toBe(false);
      expect(ONBOARDING_SECTIONS.filter((s) => !application.sections[s]?.complete)).toEqual([]);
      expect(application.missingDocuments).toEqual([]);
      expect(application.crossStepIssues).toEqual([]);
      expect(application.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['address_proof', 'registration_certificate']);
      for (const doc of application.documents) {
        const file = await app.inject({ url: `/api/onboarding/documents/${doc.id}`, headers });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('gives the merchant still verifying its first two steps and nothing after', async () => {
    const { app: application, user } = await applicationOf('new@example.com');
    expect(user.kycStatus).toBe('inactive');
    expect(application.state).toBe('inactive');
    expect(application.canSubmit).toBe(true);
    expect(ONBOARDING_SECTIONS.filter((s) => application.sections[s]?.complete)).toEqual(['businessType', 'registeredAddress', 'businessDetails']);
    expect(application.nextStep).toBe('representative');
  });

  it('gives the demo merchant disputes in every state in both modes, their money in the ledger', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const counts = (await app.inject({ url: `${base}/disputes/counts`, headers: bearer(token) })).json().data;
      const states = ['needs_response', 'warning_needs_response', 'under_review', 'won', 'lost', 'accepted', 'expired'];
      expect(states.filter((s) => counts[s] === 0), base).toEqual([]);
      const list = (await app.inject({ url: `${base}/disputes?range=[0,50]`, headers: bearer(token) })).json();
      for (const d of list) {
        expect(d.customerName, d.id).toBeTruthy();
        const detail = (await app.inject({ url: `${base}/disputes/${d.id}`, headers: bearer(token) })).json();
        expect(detail.history[0].type).toBe('dispute.created');
        if (d.status === 'won') expect(detail.history.map((h: { type: string }) => h.type)).toContain('dispute.funds_reinstated');
      }
    }
  });

  it('gives the demo merchant payments of the legacy flow in every legacy status in both modes, and Pat a Home', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      for (const status of ['paid', 'guaranteed', 'delivered', 'refunded']) {
        const filter = encodeURIComponent(JSON.stringify({ legacyStatus: status }));
        const list = (await app.inject({ url: `${base}/payments?filter=${filter}`, headers: bearer(token) })).json() as { legacyStatus: string }[];
        expect(list.length, `${base} ${status}`).toBeGreaterThan(0);
        expect(list.every((p) => p.legacyStatus === status)).toBe(true);
      }
    }
    const pat = await login(app, 'pat.payouts@example.com', PASSWORD);
    expect((await app.inject({ url: '/api/home', headers: bearer(pat.liveToken) })).statusCode).toBe(200);
  });

  it('gives the demo merchant a year of top-ups in every state in both modes, each credited once in the ledger', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const counts = (await app.inject({ url: `${base}/topups/counts`, headers: bearer(token) })).json().data;
      expect(counts.pending, base).toBe(1);
      expect(counts.expired, base).toBe(1);
      expect(counts.succeeded, base).toBeGreaterThanOrEqual(20);
      const list = (await app.inject({ url: `${base}/topups?range=[0,99]&sort=["createdAt","ASC"]`, headers: bearer(token) })).json();
      expect(Date.now() - new Date(list[0].createdAt).getTime()).toBeGreaterThan(330 * 86_400_000);
      expect(new Set(list.map((t: { method: string }) => t.method))).toEqual(new Set(['bank_transfer', 'card']));
      const held = (await app.inject({ url: `${base}/transfers/counts?filter={"status":"held"}`, headers: bearer(token) })).json().data;
      expect(held.in, base).toBe(1);
      // Every succeeded top-up's money is one ledger entry of its amount received.
      const entries = (await app.inject({ url: `${base}/balance-entries?filter={"type":"topup"}&range=[0,99]`, headers: bearer(token) })).json();
      const received = list.filter((t: { status: string }) => t.status === 'succeeded').map((t: { id: string; amountReceived: number }) => [t.id, t.amountReceived]).sort();
      expect(entries.map((e: { sourceId: string; amount: number }) => [e.sourceId, e.amount]).sort()).toEqual(received);
    }
  });

  it('gives the demo merchant beneficiaries in every review state and payouts in every status in both modes, their money in the ledger', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const reviewed = (await app.inject({ url: `${base}/beneficiaries/counts`, headers: bearer(token) })).json().data;
      for (const state of ['needs_review', 'needs_update', 'approved', 'inactive']) expect(reviewed[state], `${base} ${state}`).toBeGreaterThanOrEqual(1);
      const counts = (await app.inject({ url: `${base}/payouts/counts`, headers: bearer(token) })).json().data;
      for (const status of PAYOUT_STATUSES) expect(counts[status], `${base} ${status}`).toBeGreaterThanOrEqual(1);
      // Each payout's entries: amount and fee out; back again when it did not succeed.
      const list = (await app.inject({ url: `${base}/payouts?range=[0,99]`, headers: bearer(token) })).json() as { id: string; status: string; total: number }[];
      for (const p of list) {
        const { entries } = (await app.inject({ url: `${base}/payouts/${p.id}`, headers: bearer(token) })).json() as { entries: { amount: number }[] };
        const net = entries.reduce((sum, e) => sum + e.amount, 0);
        expect(net, `${base} ${p.id} ${p.status}`).toBe(p.status === 'pending' || p.status === 'succeeded' || p.status === 'awaiting_approval' ? -p.total : 0);
      }
    }
  });

  it('gives the demo merchant a smart account in both modes: money received, transfers out in every status, the balance the sum of its entries', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const counts = (await app.inject({ url: `${base}/smart-account-transfers/counts`, headers: bearer(token) })).json().data;
      for (const status of ['pending', 'succeeded', 'failed']) expect(counts[status], `${base} ${status}`).toBeGreaterThanOrEqual(1);
      const incoming = (await app.inject({ url: `${base}/smart-account-incoming?range=[0,99]`, headers: bearer(token) })).json() as unknown[];
      expect(incoming.length, base).toBeGreaterThanOrEqual(3);
      const entries = (await app.inject({ url: `${base}/smart-account-entries?range=[0,99]`, headers: bearer(token) })).json() as { currency: string; amount: number }[];
      const { balances } = (await app.inject({ url: `${base}/smart-account`, headers: bearer(token) })).json().data as { balances: { currency: string; balance: number }[] };
      expect(balances.length, base).toBeGreaterThanOrEqual(2);
      for (const b of balances) {
        expect(b.balance, `${base} ${b.currency}`).toBe(entries.filter((e) => e.currency === b.currency).reduce((sum, e) => sum + e.amount, 0));
        expect(b.balance, `${base} ${b.currency}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives the demo merchant (issuing on) cardholders and cards in every status in both modes, last 4 only', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const holders = (await app.inject({ url: `${base}/cardholders/counts`, headers: bearer(token) })).json().data;
      for (const status of ['active', 'inactive']) expect(holders[status], `${base} ${status}`).toBeGreaterThanOrEqual(1);
      const cards = (await app.inject({ url: `${base}/cards/counts`, headers: bearer(token) })).json().data;
      for (const status of ['active', 'inactive', 'canceled']) expect(cards[status], `${base} ${status}`).toBeGreaterThanOrEqual(1);
      const list = (await app.inject({ url: `${base}/cards`, headers: bearer(token) })).json() as { last4: string; brand: string; type: string }[];
      expect(new Set(list.map((c) => c.brand))).toEqual(new Set(['VISA', 'Mastercard']));
      expect(new Set(list.map((c) => c.type))).toEqual(new Set(['virtual', 'physical']));
      for (const c of list) expect(c.last4).toMatch(/^\d{4}$/);
      // Three months of authorizations, approved (captured, pending, expired) and declined with reasons, and transactions.
      const auths = (await app.inject({ url: `${base}/issuing-authorizations/counts`, headers: bearer(token) })).json().data;
      for (const status of ['pending', 'closed', 'expired', 'declined']) expect(auths[status], `${base} authorizations ${status}`).toBeGreaterThanOrEqual(1);
      const oldest = (await app.inject({ url: `${base}/issuing-authorizations?sort=${encodeURIComponent('["createdAt","ASC"]')}&range=[0,0]`, headers: bearer(token) })).json() as { createdAt: string }[];
      expect(Date.now() - Date.parse(oldest[0].createdAt)).toBeGreaterThan(80 * 86_400_000);
      const declined = (await app.inject({ url: `${base}/issuing-authorizations?filter=${encodeURIComponent('{"status":"declined"}')}&range=[0,199]`, headers: bearer(token) })).json() as { declineReason: { code: string } }[];
      expect(declined.map((a) => a.declineReason.code)).toEqual(expect.arrayContaining(['spending_limit', 'category_blocked', 'card_canceled']));
      const txns = (await app.inject({ url: `${base}/issuing-transactions/counts`, headers: bearer(token) })).json().data;
      expect(txns.capture, base).toBeGreaterThanOrEqual(10);
      expect(txns.refund, base).toBeGreaterThanOrEqual(1);
      const balance = (await app.inject({ url: `${base}/issuing-balance`, headers: bearer(token) })).json().data as { available: number; held: number }[];
      for (const b of balance) expect(b.available >= 0 && b.held >= 0).toBe(true);
    }
  });

  it('gives the demo merchant plans, coupons in every state and subscriptions in every status in both modes, a year of renewals each paid once', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const get = async (url: string) => (await app.inject({ url: `${base}${url}`, headers: bearer(token) })).json();
      const coupons = (await get('/coupons/counts')).data;
      for (const status of ['active', 'inactive', 'expired']) expect(coupons[status], `${base} coupons ${status}`).toBeGreaterThanOrEqual(1);
      const counts = (await get('/subscriptions/counts')).data;
      for (const status of ['trialing', 'active', 'past_due', 'paused', 'unpaid', 'canceled']) expect(counts[status], `${base} ${status}`).toBeGreaterThanOrEqual(1);
      expect((await get('/plans')).length).toBeGreaterThanOrEqual(3);
      const list = (await get('/subscriptions?range=[0,99]')) as { id: string; status: string; customerName: string }[];
      let renewals = 0;
      for (const s of list) {
        const { timeline } = (await get(`/subscriptions/${s.id}`)) as { timeline: { type: string; status: string | null; amount: number | null; invoiceId: string | null }[] };
        const paidInvoices = timeline.filter((e) => e.type === 'invoice' && e.status === 'paid');
        const payments = timeline.filter((e) => e.type === 'payment');
        // Each paid invoice was paid by exactly one payment of its amount.
        expect(payments.length, `${base} ${s.customerName}`).toBe(paidInvoices.length);
        expect(payments.reduce((a, e) => a + (e.amount ?? 0), 0)).toBe(paidInvoices.reduce((a, e) => a + (e.amount ?? 0), 0));
        if (s.customerName === 'Grace Hopper') renewals = paidInvoices.length;
      }
      // A year of monthly renewals after the first period.
      expect(renewals, base).toBeGreaterThanOrEqual(13);
      const welcome = ((await get('/coupons?filter=' + encodeURIComponent(JSON.stringify({ q: 'WELCOME25' })))) as { id: string }[])[0]!;
      expect((await get(`/coupons/${welcome.id}`)).timesRedeemed).toBe(2);
    }
    // Membership is test mode's: two tiers, and members in every member status.
    const test = async (url: string) => (await app.inject({ url: `/test/api${url}`, headers: bearer(session.testToken) })).json();
    expect(((await test('/member-tiers')) as { name: string }[]).map((t) => t.name).sort()).toEqual(['Gold', 'Silver']);
    const members = (await test('/members/counts')).data;
    for (const status of ['active', 'paused', 'ended']) expect(members[status], `members ${status}`).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ url: '/api/members', headers: bearer(session.liveToken) })).statusCode).toBe(404);
  });

  it('queues the verification of the beneficiaries in review after the first start, due when the bank answers', async () => {
    const sent: { name: string; data: Record<string, unknown>; startAfter: unknown }[] = [];
    const queued = await queueDemoVerifications(database.db, { send: async (name, data, opts) => (sent.push({ name, data: data as Record<string, unknown>, startAfter: opts?.startAfter }), 'job') });
    expect(queued).toBe(2);
    expect(sent.map((j) => [j.name, j.data.livemode]).sort()).toEqual([['beneficiary_verify', false], ['beneficiary_verify', true]]);
    for (const j of sent) expect((j.startAfter as Date).getTime()).toBeGreaterThan(Date.now());
  });

  it('gives the demo merchant a year of settlement batches in every state in both modes, top-ups left out of them', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const counts = (await app.inject({ url: `${base}/settlements/counts`, headers: bearer(token) })).json().data;
      expect(counts.paid, base).toBeGreaterThan(200);
      expect(counts.in_transit, base).toBeGreaterThanOrEqual(1);
      expect(counts.failed, base).toBe(1);
      const [oldest] = (await app.inject({ url: `${base}/settlements?range=[0,0]&sort=["settlementDate","ASC"]`, headers: bearer(token) })).json();
      expect(Date.now() - Date.parse(oldest.settlementDate), base).toBeGreaterThan(330 * 86_400_000);
      // Each batch's waterfall adds up; the top-ups' entries belong to no batch (docs/decisions.md).
      const some = (await app.inject({ url: `${base}/settlements?range=[0,19]`, headers: bearer(token) })).json() as { gross: number; fees: number; refunds: number; disputes: number; adjustments: number; net: number }[];
      for (const b of some) expect(b.gross + b.fees + b.refunds + b.disputes + b.adjustments).toBe(b.net);
    }
    // The returned batch was returned as the bank's return is recorded: with its settlement.failed event.
    const failedEvents = await database.db.execute(
      sql`select s.livemode, count(e.id)::int as n from settlements s left join events e on e.object_id = s.id and e.type = 'settlement.failed' where s.status = 'failed' group by s.livemode order by s.livemode`,
    );
    expect((failedEvents as unknown as { rows: { livemode: boolean; n: number }[] }).rows).toEqual([{ livemode: false, n: 1 }, { livemode: true, n: 1 }]);
    const stray = await database.db.execute(sql`select count(*)::int as n from ledger_entries where type = 'topup' and settlement_id is not null`);
    expect((stray as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('gives the demo merchant generated reports of every kind in both modes, downloadable, with a failed and an expired one', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const counts = (await app.inject({ url: `${base}/reports/counts`, headers: bearer(token) })).json().data;
      expect(counts, base).toMatchObject({ succeeded: 4, failed: 1, expired: 1, pending: 0, running: 0 });
      const list = (await app.inject({ url: `${base}/reports?filter={"status":"succeeded"}`, headers: bearer(token) })).json() as { id: string; kind: string; format: string; rowsDone: number; rowsTotal: number }[];
      expect(new Set(list.map((r) => r.kind)), base).toEqual(new Set(['itemized_activity', 'settlement', 'balance_summary', 'balance_change']));
      for (const r of list) {
        const file = await app.inject({ url: `${base}/reports/${r.id}/download`, headers: bearer(token) });
        expect(file.statusCode, `${base} ${r.kind}`).toBe(200);
        if (r.format === 'xlsx') expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
        else expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1 + r.rowsTotal);
      }
      // Last month's itemized activity holds the seeded year's entries of that month.
      expect(list.find((r) => r.kind === 'itemized_activity')!.rowsTotal, base).toBeGreaterThan(50);
    }
  });

  it('gives the demo merchant a webhook endpoint per mode with a delivery log: delivered, retried, failing, signed', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const [endpoint] = (await app.inject({ url: `${base}/webhook-endpoints`, headers: bearer(token) })).json();
      expect(endpoint, base).toBeDefined();
      const secret = (await app.inject({ url: `${base}/webhook-endpoints/${endpoint.id}/secret`, headers: bearer(token) })).json().data.secret;
      const log = (await app.inject({ url: `${base}/webhook-endpoints/${endpoint.id}/deliveries?range=[0,49]`, headers: bearer(token) })).json();
      expect(new Set(log.map((d: { status: string }) => d.status)), base).toEqual(new Set(['succeeded', 'failed', 'pending']));
      const retried = log.find((d: { status: string; attempts: number }) => d.status === 'succeeded' && d.attempts > 1);
      expect(retried, base).toBeDefined();
      const detail = (await app.inject({ url: `${base}/webhook-deliveries/${retried.id}`, headers: bearer(token) })).json();
      const { Webhook } = await import('standardwebhooks');
      const last = detail.attempts_log.at(-1);
      // Signed with the endpoint's secret at the time of the attempt (too old for verify()'s 5-minute window today).
      const h = last.requestHeaders;
      expect(h['webhook-signature']).toBe(new Webhook(secret).sign(h['webhook-id'], new Date(Number(h['webhook-timestamp']) * 1000), last.requestBody));
    }
  });

  it('gives the demo merchant a team: members in several roles, a custom role, a pending invitation and their audit rows', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    const headers = bearer(session.liveToken);
    const members = (await app.inject({ url: '/api/team-members', headers })).json() as { id: string; email: string; roleId: string; rank: string }[];
    const roles = (await app.inject({ url: '/api/roles', headers })).json() as { id: string; name: string; builtin: boolean; members: number }[];
    const custom = roles.filter((r) => !r.builtin);
    expect(custom.map((r) => r.name)).toEqual(['Payout clerk']);
    expect(custom[0]!.members).toBe(1);
    expect(members.map((m) => m.roleId)).toEqual(expect.arrayContaining(['owner', 'finance', 'developer', 'support', custom[0]!.id]));
    const invitations = (await app.inject({ url: '/api/team-members/invitations', headers })).json().data as { id: string; email: string; expired: boolean }[];
    expect(invitations).toEqual([expect.objectContaining({ email: 'new.hire@example.com', expired: false })]);
    // The invitation's page and a member's page list the rows about them (the audit rows name what they are about).
    const recentOf = async (id: string) => ((await app.inject({ url: `/api/team-members/${id}`, headers })).json() as { recentAudit: { action: string }[] }).recentAudit.map((a) => a.action);
    expect(await recentOf(invitations[0]!.id)).toEqual(['member.invited']);
    const sam = members.find((m) => m.email === 'sam.support@example.com')!;
    expect(await recentOf(sam.id)).toEqual(expect.arrayContaining(['member.role_changed', 'invitation.accepted']));
    // Every seeded change is in the log with its before and after; the sign-in just made is there too.
    const counts = (await app.inject({ url: '/api/audit-log/counts', headers })).json().data;
    expect(counts).toMatchObject({ team: 11, apiKeys: 1 });
    expect(counts.security).toBeGreaterThan(0);
    const changed = (await app.inject({ url: `/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'member.role_changed' }))}`, headers })).json() as { before: object; after: object }[];
    expect(changed).toEqual([expect.objectContaining({ before: expect.objectContaining({ role: 'view_only' }), after: expect.objectContaining({ role: 'support' }) })]);
  });

  it('gives the demo merchant a website and an SEO request in every status with their threads, and masked gateway credentials, in both modes', async () => {
    const session = await login(app, 'demo@example.com', PASSWORD);
    for (const [base, token] of [['/test/api', session.testToken], ['/api', session.liveToken]] as const) {
      const headers = bearer(token);
      const counts = (await app.inject({ url: `${base}/service-requests/counts`, headers })).json().data;
      expect(SERVICE_REQUEST_STATUSES.filter((s) => !counts[s]), base).toEqual([]);
      const list = (await app.inject({ url: `${base}/service-requests?range=[0,49]`, headers })).json() as { id: string; kind: string; status: string; messageCount: number }[];
      expect(new Set(list.map((r) => r.kind)), base).toEqual(new Set(['website', 'seo']));
      for (const r of list) {
        expect(r.messageCount, `${base} ${r.status}`).toBeGreaterThan(0);
        const detail = (await app.inject({ url: `${base}/service-requests/${r.id}`, headers })).json();
        expect(detail.messages, `${base} ${r.status}`).toHaveLength(r.messageCount);
        // The team answered what it started or delivered.
        if (r.status === 'in_progress' || r.status === 'delivered') expect(detail.messages.some((m: { author: string }) => m.author === 'staff')).toBe(true);
      }
      const gateway = await app.inject({ url: `${base}/gateway/credentials`, headers });
      expect(gateway.statusCode, base).toBe(200);
      const credentials = gateway.json().data;
      expect(credentials).toMatchObject({ provider: 'stripe', merchantId: expect.stringMatching(/^acct_/) });
      expect(credentials.secretMasked).toMatch(/•/);
      expect(gateway.body).not.toContain('gateway-secret');
    }
  });
});
