// Time left to answer a dispute, ticking each minute: "2 days 5 hours left" (red under a day), or "Deadline passed".
import { useEffect, useState } from 'react';
import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countdown } from '../../../domain/disputes/status';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function countdownText(translate: ReturnType<typeof useTranslate>, dueBy: string, now: Date): { text: string; urgent: boolean; past: boolean } {
  const left = countdown(dueBy, now);
  if (left.past) return { text: translate('app.disputes.countdown.past'), urgent: true, past: true };
  const text =
    left.days > 0
      ? translate('app.disputes.countdown.daysHours', { days: left.days, hours: left.hours })
      : translate('app.disputes.countdown.hoursMinutes', { hours: left.hours, minutes: left.minutes });
  return { text, urgent: left.days < 1, past: false };
}

export function Countdown({ dueBy, variant = 'body2' }: { dueBy: string; variant?: TypographyProps['variant'] }) {
  const translate = useTranslate();
  const now = useNow();
  const { text, urgent } = countdownText(translate, dueBy, now);
  return (
    <Typography variant={variant} component="span" color={urgent ? 'error' : 'text.primary'} sx={{ fontWeight: urgent ? 700 : 500, whiteSpace: 'nowrap' }} data-testid="dispute-countdown">
      {text}
    </Typography>
  );
}
