// Outgoing email. Without SMTP_URL messages are stored in the dev mailbox table (readable outside production);
// with it they are sent through SMTP by nodemailer and a copy of the headers is kept. Where the copies go is the
// caller's (server/repositories/mail-messages.ts's insertMailMessage): no query here.
import nodemailer from 'nodemailer';
import { objectId } from '../../domain/random-id';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly transport: 'mailbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/** A message as the mailbox table keeps it: its attachments by name, type and size. */
export interface KeptMail extends Omit<Mail, 'attachments'> {
  id: string;
  transport: Mailer['transport'];
  attachments: { filename: string; contentType: string; size: number }[];
}

const attachmentsOf = (mail: Mail): KeptMail['attachments'] =>
  (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));

export function createMailer(keep: (mail: KeptMail) => Promise<void>, opts: { smtpUrl?: string; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      transport: 'mailbox',
      async send(mail) {
        const { attachments: _files, ...rest } = mail;
        await keep({ id: objectId('msg'), ...rest, transport: 'mailbox', attachments: attachmentsOf(mail) });
      },
    };
  }
  const smtp = nodemailer.createTransport(opts.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await smtp.sendMail({ from: opts.from, ...mail });
      await keep({ id: objectId('msg'), to: mail.to, subject: mail.subject, text: '(sent by SMTP)', transport: 'smtp', attachments: attachmentsOf(mail) });
    },
  };
}
