// The real-time decision's fallback on the issuing overview (issue 31, item 6b): what happens to a purchase your
// controls approve when the endpoint subscribed to issuing_authorization.request is slow, down or answers badly.
// Approve (the default) or decline; changing to decline asks first, since every purchase then depends on the endpoint.
// Read with the issuing balance's show, changed with its create (the route's codes, domain/action-permissions.ts).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, Link, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { DECISION_FALLBACKS, type DecisionFallback as Fallback } from '../../../domain/issuing/decision';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { sessionEpoch } from '../../providers/authProvider';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { WEBHOOKS_TAB_PATH } from '../../resources/webhook-endpoints/paths';
import { Confirm } from '../../components/Confirm';
import { SectionCard } from '../../components/SectionCard';
import { formFailure } from '../../components/formErrors';

const isFallback = (value: string): value is Fallback => (DECISION_FALLBACKS as readonly string[]).includes(value);

export function DecisionFallback() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const test = useTestMode();
  const queryClient = useQueryClient();
  const { canAccess: canChange } = useCanAccess({ resource: 'issuing-balance', action: 'create' });
  const { canAccess: canSeeWebhooks } = useCanAccess({ resource: 'webhook-endpoints', action: 'list' });
  // One setting for the account (both modes): the mode is not part of the key.
  const queryKey = ['issuing', 'decision', sessionEpoch()];
  const settings = useQuery({ queryKey, queryFn: () => dataProvider.issuingDecision(), retry: false });
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = useMutation({
    mutationFn: (fallback: Fallback) => dataProvider.setIssuingDecision(fallback),
    onMutate: () => {
      setFailure(null);
      setSaved(false);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data);
      setSaved(true);
    },
    onError: (e) => setFailure(formFailure(e, [], translate('app.errors.requestFailed')).message),
    onSettled: () => setAsking(false),
  });
  const seconds = settings.data ? (settings.data.timeoutMs / 1000).toLocaleString() : '';
  const choose = (value: string) => {
    if (!isFallback(value) || value === settings.data?.fallback) return;
    if (value === 'decline') setAsking(true);
    else change.mutate(value);
  };
  return (
    <SectionCard title={translate('app.issuing.decisionFallback.title')} subtitle={translate('app.issuing.decisionFallback.help', { seconds })} testId="issuing-decision">
      {!settings.data ? (
        settings.isError ? <Alert severity="error">{translate('app.errors.requestFailed')}</Alert> : <Skeleton variant="rounded" height={72} />
      ) : (
        <Stack spacing={1.5}>
          <RadioGroup
            value={settings.data.fallback}
            onChange={(_, value) => choose(value)}
            aria-label={translate('app.issuing.decisionFallback.title')}
            data-testid="issuing-decision-fallback"
          >
            {DECISION_FALLBACKS.map((f) => (
              <FormControlLabel
                key={f}
                value={f}
                disabled={!canChange || change.isPending}
                control={<Radio size="small" />}
                label={
                  <Stack sx={{ py: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(`app.issuing.decisionFallback.${f}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">{translate(`app.issuing.decisionFallback.${f}Hint`)}</Typography>
                  </Stack>
                }
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
              />
            ))}
          </RadioGroup>
          {saved && <Alert severity="success" onClose={() => setSaved(false)} data-testid="issuing-decision-saved">{translate('app.issuing.decisionFallback.saved')}</Alert>}
          {failure && <Alert severity="error" role="alert">{failure}</Alert>}
          {canSeeWebhooks && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.issuing.decisionFallback.endpointHint')}{' '}
              <Link component={RouterLink} underline="always" to={withModePrefix(WEBHOOKS_TAB_PATH, test)}>{translate('app.issuing.decisionFallback.endpointLink')}</Link>
            </Typography>
          )}
        </Stack>
      )}
      <Confirm
        isOpen={asking}
        loading={change.isPending}
        destructive
        title="app.issuing.decisionFallback.confirmTitle"
        content="app.issuing.decisionFallback.confirmBody"
        translateOptions={{ seconds }}
        confirm="app.issuing.decisionFallback.confirm"
        onConfirm={() => change.mutate('decline')}
        onClose={() => setAsking(false)}
      />
    </SectionCard>
  );
}
