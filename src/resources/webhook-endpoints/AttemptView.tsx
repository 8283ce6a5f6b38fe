// One delivery attempt as a merchant debugs it: automatic or manual, when it started (with its zone), how long it
// took, the request's headers and body, and the answer's status and body (or the connection error), in monospace.
import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import type { WebhookAttempt } from '../../providers/calls/webhooks';
import { MONO } from './endpointListConfig';
import { readable } from './readable';

export function CodeBlock({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      sx={{
        m: 0, p: 1.5, maxHeight: 320, overflow: 'auto', borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider',
        fontFamily: MONO, fontSize: '0.78rem', lineHeight: 1.5, whiteSpace: 'pre', width: 0, minWidth: '100%',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}

function Label({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" component="h4" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.3 }}>
      {children}
    </Typography>
  );
}

export function AttemptView({ attempt, tz }: { attempt: WebhookAttempt; tz: string }) {
  const translate = useTranslate();
  const ok = attempt.responseStatus !== null && attempt.responseStatus >= 200 && attempt.responseStatus < 300;
  const headers = Object.entries(attempt.requestHeaders).map(([k, v]) => `${k}: ${v}`).join('\n');
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }} data-testid="webhook-attempt" data-manual={attempt.manual}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          color={ok ? 'success' : 'error'}
          label={attempt.responseStatus ?? translate('app.webhooks.attempt.noResponse')}
          sx={{ fontWeight: 600, fontFamily: MONO, height: 22 }}
          data-testid="webhook-attempt-status"
        />
        <Chip size="small" label={translate(attempt.manual ? 'app.webhooks.attempt.manual' : 'app.webhooks.attempt.automatic')} sx={{ height: 22 }} />
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatZonedTime(attempt.startedAt, tz)} · {translate('app.webhooks.attempt.durationMs', { ms: attempt.durationMs.toLocaleString() })}
        </Typography>
      </Stack>
      {attempt.error && (
        <Typography variant="body2" color="error" sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }}>
          {translate('app.webhooks.attempt.error')}: {attempt.error}
        </Typography>
      )}
      <Label>{translate('app.webhooks.attempt.requestHeaders')}</Label>
      <CodeBlock label={translate('app.webhooks.attempt.requestHeaders')}>{headers}</CodeBlock>
      <Label>{translate('app.webhooks.attempt.requestBody')}</Label>
      <CodeBlock label={translate('app.webhooks.attempt.requestBody')}>{readable(attempt.requestBody)}</CodeBlock>
      <Label>{translate('app.webhooks.attempt.responseBody')}</Label>
      <CodeBlock label={translate('app.webhooks.attempt.responseBody')} testId="webhook-attempt-response">
        {attempt.responseBody === null || attempt.responseBody === '' ? translate('app.webhooks.attempt.emptyBody') : readable(attempt.responseBody)}
      </CodeBlock>
    </Stack>
  );
}
