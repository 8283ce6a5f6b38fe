// /developer/api-key-detail?id=: one key on <RecordShow> (react-admin's getOne of the resource): its name, kind and
// access, its value (copy; reveal for a test secret), its scopes per resource, when it was made, its last use and
// the last day's calls, its expiry; roll and delete as the list row's mutations (a dialog, a confirmation), delete
// going back to the Keys tab.
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { useNavigate, useRecordContext, useTranslate } from 'react-admin';
import { KEY_RESOURCES, type KeyScopes } from '../../../domain/api-key-scopes';
import { keyWorks } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { withModePrefix } from '../../../domain/routes';
import { ApiKeyValue } from '../../components/ApiKeyValue';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { RecordShow } from '../../components/record/RecordView';
import { useTestMode } from '../../hooks/useTestMode';
import { KeyActions } from './KeyActions';
import { KeyExpiry } from './KeyLabels';
import { KEYS_TAB_PATH } from './paths';
import { useKeyList } from './useApiKeys';
import { useKeyView } from './useKeyView';

export default function ApiKeyShow() {
  return (
    <RecordShow>
      <KeyView />
    </RecordShow>
  );
}

function Scopes({ scopes }: { scopes: KeyScopes }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} data-testid="api-key-scopes">
      {KEY_RESOURCES.map((resource) => {
        const level = scopes[resource] ?? 'none';
        return (
          <Stack key={resource} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 140 }}>
              {translate(`app.developerKeys.resources.${resource}`)}
            </Typography>
            <Chip size="small" variant="outlined" color={level === 'none' ? 'default' : level === 'write' ? 'warning' : 'primary'} label={translate(`app.developerKeys.levels.${level}`)} />
          </Stack>
        );
      })}
    </Stack>
  );
}

function KeyView() {
  const apiKey = useRecordContext<ApiKey>();
  const keys = useKeyList();
  if (!apiKey) return null;
  // The delete rule (the mode's last standard key of a kind in use stays) reads the mode's working keys.
  return <KeyDetails apiKey={apiKey} working={(keys.data ?? [apiKey]).filter((k) => keyWorks(k, new Date()))} />;
}

function KeyDetails({ apiKey, working }: { apiKey: ApiKey; working: ApiKey[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const test = useTestMode();
  const back = () => navigate(withModePrefix(KEYS_TAB_PATH, test));
  const view = useKeyView(apiKey);
  const column = (c: string) => translate(`app.developerKeys.columns.${c}`);
  const secret = apiKey.kind === 'secret';
  const rows = [
    { label: translate('app.developerKeys.show.kind'), value: translate(`app.developerKeys.kind.${apiKey.kind}`), testId: 'api-key-kind' },
    { label: translate('app.developerKeys.show.mode'), value: translate(`app.mode.${apiKey.livemode ? 'live' : 'test'}`) },
    {
      label: column('key'),
      value: (
        <Stack spacing={0.5}>
          <ApiKeyValue apiKey={apiKey} test={test} testId="api-key-value" />
          {secret && !test && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.developerKeys.liveMasked')}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      label: translate('app.developerKeys.createDialog.access'),
      value: !secret ? (
        translate('app.developerKeys.show.publishableAccess')
      ) : apiKey.scopes === null ? (
        <Typography variant="body2" data-testid="api-key-scopes">
          {`${view.access} · ${translate('app.developerKeys.createDialog.standardHelp')}`}
        </Typography>
      ) : (
        <Scopes scopes={apiKey.scopes} />
      ),
    },
    { label: column('created'), value: view.created },
    { label: column('lastUsed'), value: view.lastUsed, testId: 'api-key-last-used' },
    { label: column('requests'), value: view.requests, testId: 'api-key-requests' },
    { label: column('expires'), value: <KeyExpiry view={view} /> },
  ];
  return (
    <>
      <PageHeader
        title={view.name}
        subtitle={translate('routes.apiKeyDetail')}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Button startIcon={<ArrowBackOutlined />} onClick={back} data-testid="api-key-back">
              {translate('app.developerKeys.show.back')}
            </Button>
            <KeyActions apiKey={apiKey} name={view.name} state={view.state} working={working} onDeleted={back} />
          </Stack>
        }
      />
      <Card data-testid="api-key-detail" data-key-id={apiKey.id}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <DetailRows rows={rows} />
        </CardContent>
      </Card>
    </>
  );
}
