// Outgoing email. Without SMTP_URL messages are stored in the dev mailbox table (readable outside production);
// with it they are sent through SMTP by nodemailer and a copy of the headers is kept. Where the copies go is the
// caller's (server/repositories/mail-messages.ts's insertMailMessage): no query here.
import nodemailer from 'nodemailer';
import { objectId } from '../../domain/random-id';

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

/** A message as the mailbox table keeps it. */
export interface KeptMail extends Mail {
  id: string;
  transport: Mailer['transport'];
}

export function createMailer(keep: (mail: KeptMail) => Promise<void>, opts: { smtpUrl?: string; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      transport: 'mailbox',
      async send(mail) {
        await keep({ id: objectId('msg'), ...mail, transport: 'mailbox' });
      },
    };
  }
  const smtp = nodemailer.createTransport(opts.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await smtp.sendMail({ from: opts.from, ...mail });
      await keep({ id: objectId('msg'), to: mail.to, subject: mail.subject, text: '(sent by SMTP)', transport: 'smtp' });
    },
  };
}
