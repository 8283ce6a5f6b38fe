// The keys as a table that scrolls sideways inside its card on a narrow screen (the page itself never widens).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { keyWorks } from '../../../../domain/api-keys';
import type { ApiKey } from '../../../../domain/api-key-records';
import { ApiKeyTableRow } from './ApiKeyTableRow';

const COLUMNS = ['name', 'key', 'created', 'lastUsed', 'requests', 'expires', 'actions'] as const;

export function ApiKeysTable({ keys, test }: { keys: ApiKey[]; test: boolean }) {
  const translate = useTranslate();
  const now = new Date();
  const working = keys.filter((k) => keyWorks(k, now));
  return (
    <TableContainer sx={{ overflowX: 'auto', mx: -1 }} tabIndex={0} aria-label={translate('app.developerKeys.tableLabel')} role="region">
      <Table size="small" sx={{ minWidth: 980 }} aria-label={translate('app.developerKeys.tableLabel')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c} align={c === 'requests' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`app.developerKeys.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <ApiKeyTableRow key={key.id} apiKey={key} test={test} working={working} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
