// The dev mailbox: reads the table (mail_messages written by the 'mailbox' transport of server/lib/mailer.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailMessages } from '../db/schema';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export async function listMailbox(db: DbOrTx, q: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.transport, 'mailbox'), q.to ? eq(sql`lower(${mailMessages.to})`, q.to.trim().toLowerCase()) : undefined))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(q.limit);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    createdAt: m.createdAt.toISOString(),
    links: m.text.match(URL_PATTERN) ?? [],
  }));
}
