// The deadline sweep: disputes still waiting for an answer expire once their deadline passes, and the account's
// owners are reminded 72 and 24 hours before it. Each dispute is handled in its own transaction under its lock, so
// two sweeps at once neither expire one twice nor mail twice (the reminder is marked sent before the mail goes out;
// a mail that fails is logged, not resent).
import { countdown, isAwaitingResponse, isPastDeadline, REMINDER_HOURS_BEFORE } from '../../../domain/disputes/status';
import { formatMoney } from '../../../domain/currency';
import { formatZonedTime } from '../../../domain/dates';
import type { Db } from '../../db/client';
import type { Mail } from '../../lib/mailer';
import { accountTimezone } from '../../repositories/accounts';
import { awaitingDisputesDueBy, lockDispute, updateDispute, type DisputeRow } from '../../repositories/disputes';
import { listMembers } from '../../repositories/memberships';
import { expireDispute } from './moves';

const HOUR = 3_600_000;

export interface SweepResult {
  expired: number;
  reminders: Mail[];
}

/** Which reminder is due now: the latest threshold crossed and not yet sent (a missed 72 h one is not sent late). */
export function dueReminder(dueBy: Date, sent: readonly number[], now: Date): number | null {
  if (isPastDeadline(dueBy, now)) return null;
  const crossed = REMINDER_HOURS_BEFORE.filter((h) => now.getTime() >= dueBy.getTime() - h * HOUR);
  const latest = crossed.length > 0 ? Math.min(...crossed) : null;
  return latest !== null && !sent.includes(latest) ? latest : null;
}

function reminderMail(to: string, d: DisputeRow, timeZone: string, now: Date, publicUrl: string | undefined): Mail {
  const due = formatZonedTime(d.dueBy, timeZone);
  const left = countdown(d.dueBy, now);
  const amount = formatMoney(d.amount, d.currency);
  const link = publicUrl ? `${publicUrl.replace(/\/$/, '')}${d.livemode ? '' : '/test'}/disputeDetail?id=${encodeURIComponent(d.id)}` : null;
  return {
    to,
    subject: `Respond to dispute ${d.id} by ${due} / 请在 ${due} 前答复争议`,
    text: [
      `A cardholder disputes a payment of ${amount} (${d.paymentId}).`,
      `You have ${left.days} days and ${left.hours} hours left to submit evidence or accept the dispute: the deadline is ${due}.`,
      'Without an answer by then the dispute is lost and the amount stays with the cardholder.',
      link ? `Respond: ${link}` : '',
      '',
      `持卡人对一笔 ${amount} 的支付（${d.paymentId}）提出了争议。`,
      `您还有 ${left.days} 天 ${left.hours} 小时提交证据或接受争议，截止时间为 ${due}。`,
      '逾期未答复，争议将判为败诉，款项归持卡人。',
      link ? `前往答复：${link}` : '',
    ].filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n'),
  };
}

/** One pass of the sweep at `now`. The mails are returned to be sent after the commits. */
export async function sweepDisputeDeadlines(db: Db, now: Date, publicUrl?: string): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, reminders: [] };
  const due = await awaitingDisputesDueBy(db, new Date(now.getTime() + Math.max(...REMINDER_HOURS_BEFORE) * HOUR));
  for (const candidate of due) {
    const scope = { accountId: candidate.accountId, livemode: candidate.livemode };
    if (isPastDeadline(candidate.dueBy, now)) {
      const expired = await db.transaction(async (tx) => {
        const d = await lockDispute(tx, scope, candidate.id);
        if (!d || !isAwaitingResponse(d.status)) return false;
        await expireDispute({ tx, scope, now }, d.id);
        return true;
      });
      if (expired) result.expired++;
      continue;
    }
    const mailFor = await db.transaction(async (tx) => {
      const d = await lockDispute(tx, scope, candidate.id);
      if (!d || !isAwaitingResponse(d.status)) return null;
      const hours = dueReminder(d.dueBy, d.remindersSent, now);
      if (hours === null) return null;
      return updateDispute(tx, scope, d.id, { remindersSent: [...d.remindersSent, hours] });
    });
    if (!mailFor) continue;
    const timeZone = (await accountTimezone(db, scope.accountId)) ?? 'Asia/Shanghai';
    const owners = (await listMembers(db, scope.accountId)).filter((m) => m.role === 'owner' || m.role === 'admin');
    for (const o of owners) result.reminders.push(reminderMail(o.email, mailFor, timeZone, now, publicUrl));
  }
  return result;
}
