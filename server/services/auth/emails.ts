// The sign-in family's emails in both languages, and their delivery. Text and HTML are built from the same lines.
import type { Lang } from '../../../domain/messages';
import type { Mail } from '../../lib/mailer';

interface Template {
  subject: string;
  /** Paragraphs; `{link}` and other `{name}` placeholders are filled in. */
  lines: string[];
}

const templates = {
  activate: {
    en: {
      subject: 'Activate your merchant account',
      lines: ['Hello {nickname},', 'Please confirm your email address to activate your account:', '{link}', 'The link is valid for 24 hours. If you did not sign up, you can ignore this email.'],
    },
    zh: {
      subject: '激活您的商户账户',
      lines: ['{nickname}，您好：', '请点击以下链接验证您的邮箱地址并激活账户：', '{link}', '链接 24 小时内有效。如果您没有注册，请忽略此邮件。'],
    },
  },
  registerNotice: {
    en: {
      subject: 'Someone tried to register with your email address',
      lines: ['Someone (perhaps you) tried to create an account with this email address, which already has one.', 'If it was you, sign in here:', '{login}', 'Forgot your password? Reset it here:', '{reset}', 'If it was not you, you can ignore this email; nothing has changed.'],
    },
    zh: {
      subject: '有人尝试使用您的邮箱地址注册',
      lines: ['有人（可能是您本人）尝试使用此邮箱地址注册，但该地址已有账户。', '如果是您本人，请在此登录：', '{login}', '忘记密码？请在此重置：', '{reset}', '如果不是您本人，请忽略此邮件，您的账户没有任何变化。'],
    },
  },
  resetPassword: {
    en: {
      subject: 'Reset your password',
      lines: ['Hello {nickname},', 'We received a request to reset your password. Choose a new one here:', '{link}', 'The link is valid for 1 hour and works once. If you did not ask for it, you can ignore this email.'],
    },
    zh: {
      subject: '重置您的密码',
      lines: ['{nickname}，您好：', '我们收到了重置您密码的请求。请点击以下链接设置新密码：', '{link}', '链接 1 小时内有效，且只能使用一次。如果不是您本人操作，请忽略此邮件。'],
    },
  },
  teamInvite: {
    en: {
      subject: 'You are invited to join {account}',
      lines: ['Hello,', '{inviter} invited you to join {account} on the merchant dashboard as {role}.', 'Accept the invitation here (sign in with this email address, or create your sign-in if you have none):', '{link}', 'The link is valid for {days} days. If you did not expect this invitation, you can ignore this email.'],
    },
    zh: {
      subject: '邀请您加入 {account}',
      lines: ['您好：', '{inviter} 邀请您以“{role}”角色加入商户后台的 {account}。', '请点击以下链接接受邀请（使用此邮箱地址登录；若您还没有账号，可在页面上创建）：', '{link}', '链接 {days} 天内有效。如果您没有预期收到此邀请，请忽略此邮件。'],
    },
  },
} satisfies Record<string, Record<Lang, Template>>;

export type EmailKind = keyof typeof templates;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderEmail(kind: EmailKind, lang: Lang, to: string, vars: Record<string, string>): Mail {
  const t: Template = templates[kind][lang];
  const lines = t.lines.map((line) => line.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m));
  const html = lines
    .map((line) => (/^https?:\/\//.test(line) ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>` : `<p>${escapeHtml(line)}</p>`))
    .join('\n');
  const subject = t.subject.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m);
  return { to, subject, text: lines.join('\n\n'), html };
}
