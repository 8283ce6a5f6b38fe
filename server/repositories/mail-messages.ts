// The dev mailbox: the table of mails kept by server/lib/mailer.ts (whole for the 'mailbox' transport, headers for
// SMTP), written and read here.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailMessages } from '../db/schema';
import type { KeptMail } from '../lib/mailer';

export async function insertMailMessage(db: DbOrTx, mail: KeptMail): Promise<void> {
  await db.insert(mailMessages).values(mail);
}

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
    attachments: m.attachments,
    createdAt: m.createdAt.toISOString(),
    links: m.text.match(URL_PATTERN) ?? [],
  }));
}
