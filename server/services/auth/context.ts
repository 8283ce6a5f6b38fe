// What the sign-in services need from the app and from the request, as plain values (no Fastify types inside).
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../../domain/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobSender } from '../../lib/queues';
import type { Mailer } from '../../lib/mailer';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  jobs: JobSender;
}

/** Who is asking: for failure counting, the session record, the email language and the links' origin. */
export interface Requester {
  ip: string;
  userAgent?: string;
  lang: Lang;
  /** Scheme, host and port of the SPA, without a trailing slash. */
  origin: string;
}

/** The Postgres unique-violation code, also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
