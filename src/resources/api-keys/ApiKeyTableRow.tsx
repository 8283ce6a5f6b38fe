// One key as a table row: its name with kind and access, the value (masked; copy, and reveal for a test secret),
// created (under the name), last used, requests in the last 24 hours, expiry, and the roll and delete actions the user may take.
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiKey } from '../../../domain/api-key-records';
import { ApiKeyValue } from '../../components/ApiKeyValue';
import { KeyActions } from './KeyActions';
import { KeyExpiry, KeyName } from './KeyLabels';
import { useKeyView } from './useKeyView';

export function ApiKeyTableRow({ apiKey, test, working }: { apiKey: ApiKey; test: boolean; working: ApiKey[] }) {
  const translate = useTranslate();
  const view = useKeyView(apiKey);
  return (
    <TableRow data-testid={`api-key-${apiKey.kind}`} data-key-id={apiKey.id} sx={{ opacity: view.state === 'expired' ? 0.7 : 1 }}>
      <TableCell sx={{ minWidth: 160 }}>
        <KeyName view={view} linkTo={apiKey.id} />
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
          {translate('app.developerKeys.createdOn', { date: view.created })}
        </Typography>
      </TableCell>
      <TableCell sx={{ width: 380, minWidth: 320 }}>
        <ApiKeyValue apiKey={apiKey} test={test} testId="api-key-value" />
        {apiKey.kind === 'secret' && !test && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.developerKeys.liveMasked')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="api-key-last-used">
        {view.lastUsed}
      </TableCell>
      <TableCell align="right" data-testid="api-key-requests">
        {view.requests}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <KeyExpiry view={view} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <KeyActions apiKey={apiKey} name={view.name} state={view.state} working={working} iconsOnly />
      </TableCell>
    </TableRow>
  );
}
