import { describe, expect, it } from 'vitest';
import type { JobContext } from '../definition';
import { payoutExpiryJob } from './payouts';
import { topupExpiryJob } from './topups';
import { expiryJob } from './expiry';

describe('expiryJob', () => {
  it('payouts and top-ups expire by the same sweep: every five minutes, one at a time', () => {
    for (const job of [payoutExpiryJob, topupExpiryJob]) expect({ schedule: job.schedule, policy: job.policy, retryLimit: job.retryLimit }).toEqual({ schedule: '*/5 * * * *', policy: 'singleton', retryLimit: 2 });
    expect([payoutExpiryJob.name, topupExpiryJob.name]).toEqual(['payout_expiry', 'topup_expiry']);
  });

  it('runs the expire function at the queue clock and logs how many under its word, nothing when none', async () => {
    const at = new Date('2026-06-01T00:00:00Z');
    const calls: Date[] = [];
    const logs: [unknown, string][] = [];
    let due = 3;
    const job = expiryJob('thing_expiry', async (_db, now) => (calls.push(now), due), 'things');
    const ctx = { db: {}, now: () => at, log: { info: (o: unknown, m: string) => logs.push([o, m]) } } as unknown as JobContext;
    await job.handle({}, ctx);
    due = 0;
    await job.handle({}, ctx);
    expect(calls).toEqual([at, at]);
    expect(logs).toEqual([[{ expired: 3 }, 'things expired']]);
  });
});
