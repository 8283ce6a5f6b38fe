// Right after "Add endpoint": the new endpoint's signing secret, shown once with copy until the merchant says done
// (the flag lives in the history entry's state, which "Done" drops).
import { Alert, AlertTitle, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { SecretBox } from './SecretBox';

export function NewSecretNotice({ endpointId }: { endpointId: string }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as { newSecret?: unknown } | null)?.newSecret === true;
  const secret = useQuery({ queryKey: ['webhook-new-secret', endpointId], queryFn: () => dataProvider.webhookSecret(endpointId), enabled: asked, gcTime: 0, staleTime: Infinity });
  if (!asked) return null;
  return (
    <Alert
      severity="success"
      sx={{ mb: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
      data-testid="webhook-new-secret"
      action={
        <Button color="inherit" size="small" onClick={() => navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })}>
          {translate('app.webhooks.secret.done')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.webhooks.secret.newTitle')}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{translate('app.webhooks.secret.newBody')}</Typography>
        {secret.isPending ? <Skeleton height={36} /> : secret.isError ? <Typography variant="body2">{secret.error.message}</Typography> : <SecretBox value={secret.data.secret} testId="webhook-new-secret-value" />}
      </Stack>
    </Alert>
  );
}
