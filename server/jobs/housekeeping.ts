// Hourly housekeeping: forgets idempotency keys after their retention (24 hours, like card networks' retry windows)
// and captchas past their expiry, so these tables stay small. Tests call runOnce(now) instead of starting the timer.
import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas, idempotencyKeys } from '../db/schema';

export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface HousekeepingResult {
  idempotencyKeys: number;
  captchas: number;
}

export interface Housekeeping {
  runOnce(now?: Date): Promise<HousekeepingResult>;
  start(): void;
  stop(): Promise<void>;
}

export function createHousekeeping(opts: { db: Db; log: FastifyBaseLogger; intervalMs?: number }): Housekeeping {
  const { db, log } = opts;
  const intervalMs = opts.intervalMs ?? 60 * 60 * 1000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<HousekeepingResult> | null = null;

  async function runOnce(now = new Date()): Promise<HousekeepingResult> {
    const keysBefore = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
    const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore)).returning({ key: idempotencyKeys.key });
    const expired = await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.id });
    return { idempotencyKeys: keys.length, captchas: expired.length };
  }

  function tick() {
    running = runOnce()
      .then((r) => {
        if (r.idempotencyKeys + r.captchas > 0) log.info(r, 'housekeeping removed expired rows');
        return r;
      })
      .catch((err: unknown) => {
        log.error({ err }, 'housekeeping failed');
        return { idempotencyKeys: 0, captchas: 0 };
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}
