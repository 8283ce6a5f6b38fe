// Outgoing email. Without SMTP_URL messages are stored in the dev mailbox table (readable outside production);
// with it they are sent through SMTP by nodemailer and a copy of the headers is kept.
import nodemailer from 'nodemailer';
import { objectId } from '../../domain/random-id';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'mailbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      transport: 'mailbox',
      async send(mail) {
        await db.insert(mailMessages).values({ id: objectId('msg'), ...mail, transport: 'mailbox' });
      },
    };
  }
  const smtp = nodemailer.createTransport(opts.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await smtp.sendMail({ from: opts.from, ...mail });
      await db
        .insert(mailMessages)
        .values({ id: objectId('msg'), to: mail.to, subject: mail.subject, text: '(sent by SMTP)', transport: 'smtp' });
    },
  };
}
