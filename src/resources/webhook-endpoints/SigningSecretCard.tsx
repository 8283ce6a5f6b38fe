// The endpoint's signing secret: masked until revealed (fetched on demand, never cached), copy, and "Rotate secret"
// with the overlap the old secret keeps signing (now, 1 hour, 24 hours, 7 days).
import { useState } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Confirm } from '../../components/Confirm';
import { formatZonedTime } from '../../../domain/dates';
import { ROTATION_OVERLAPS, type RotationOverlap } from '../../../domain/webhooks/records';
import { SectionCard } from '../../components/SectionCard';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import type { WebhookEndpoint } from '../../providers/calls/webhooks';
import { useRecordAction } from '../../components/record/useRecordAction';
import { SecretBox } from './SecretBox';

const OVERLAPS = Object.keys(ROTATION_OVERLAPS) as RotationOverlap[];

function RotateSecret({ endpoint, onRotated }: { endpoint: WebhookEndpoint; onRotated: () => void }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [overlap, setOverlap] = useState<RotationOverlap>('24h');
  const { busy, asked, ask, close, confirm } = useRecordAction<'rotate', WebhookEndpoint>({
    run: () => dataProvider.rotateWebhookSecret(endpoint.id, overlap),
    done: () => 'app.webhooks.secret.rotated',
    onSuccess: onRotated,
    refreshAfter: () => true,
  });
  return (
    <>
      <Button size="small" startIcon={<AutorenewOutlined />} onClick={() => ask('rotate')} data-testid="webhook-rotate">
        {translate('app.webhooks.secret.rotate')}
      </Button>
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title="app.webhooks.secret.rotateTitle"
        confirm="app.webhooks.secret.rotate"
        destructive
        onConfirm={confirm}
        onClose={close}
        content={
          <Stack spacing={2}>
            <Typography>{translate('app.webhooks.secret.rotateBody')}</Typography>
            <FormControl>
              <FormLabel id="webhook-overlap-label">{translate('app.webhooks.secret.overlap')}</FormLabel>
              <RadioGroup aria-labelledby="webhook-overlap-label" value={overlap} onChange={(e) => setOverlap(e.target.value as RotationOverlap)}>
                {OVERLAPS.map((o) => (
                  <FormControlLabel key={o} value={o} control={<Radio size="small" />} label={translate(`app.webhooks.secret.overlaps.${o}`)} data-testid={`webhook-overlap-${o}`} />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        }
      />
    </>
  );
}

export function SigningSecretCard({ endpoint, tz }: { endpoint: WebhookEndpoint; tz: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [revealed, setRevealed] = useState<string | null>(null);
  const { canAccess: canReveal } = useCanAccess({ resource: 'webhook-endpoints', action: 'reveal' });
  const { canAccess: canRotate } = useCanAccess({ resource: 'webhook-endpoints', action: 'edit' });
  const reveal = useMutation({
    mutationFn: () => dataProvider.webhookSecret(endpoint.id),
    onSuccess: ({ secret }) => setRevealed(secret),
    onError: (error) => notify(error.message || 'app.errors.requestFailed', { type: 'error' }),
  });
  // An overlap that ended before the page opened is not worth a line (a rotation later sets a future one).
  const [openedAt] = useState(() => Date.now());
  const overlapEnds = endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt).getTime() > openedAt ? endpoint.previousSecretExpiresAt : null;
  return (
    <SectionCard
      title={translate('app.webhooks.secret.title')}
      subtitle={translate('app.webhooks.secret.hint')}
      testId="webhook-secret-card"
    >
      <Stack spacing={1.5}>
        <SecretBox
          value={revealed}
          testId="webhook-secret"
          action={
            canReveal && (
              <Button
                size="small"
                onClick={revealed ? () => setRevealed(null) : () => reveal.mutate()}
                disabled={reveal.isPending}
                startIcon={revealed ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                sx={{ flexShrink: 0 }}
                data-testid="webhook-secret-reveal"
              >
                {translate(revealed ? 'app.common.hide' : 'app.common.reveal')}
              </Button>
            )
          }
        />
        {overlapEnds && (
          <Typography variant="body2" color="text.secondary" data-testid="webhook-previous-secret">
            {translate('app.webhooks.secret.previousUntil', { time: formatZonedTime(overlapEnds, tz) })}
          </Typography>
        )}
        {canRotate && (
          <Stack direction="row">
            <RotateSecret endpoint={endpoint} onRotated={() => setRevealed(null)} />
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
