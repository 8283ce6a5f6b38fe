// The keys as a table on wider screens and as stacked rows on a phone (the page itself never widens).
import { Divider, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { keyWorks } from '../../../domain/api-keys';
import type { ApiKey } from '../../../domain/api-key-records';
import { ApiKeyCompactRow } from './ApiKeyCompactRow';
import { ApiKeyTableRow } from './ApiKeyTableRow';

// Created is under the name: the table then fits beside the menu on a 1280 px screen.
const COLUMNS = ['name', 'key', 'lastUsed', 'requests', 'expires', 'actions'] as const;

export function ApiKeysTable({ keys, test }: { keys: ApiKey[]; test: boolean }) {
  const translate = useTranslate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('lg'));
  const now = new Date();
  const working = keys.filter((k) => keyWorks(k, now));
  if (compact) {
    return (
      <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0, mt: -1 }} aria-label={translate('app.developerKeys.tableLabel')}>
        {keys.map((key) => (
          <ApiKeyCompactRow key={key.id} apiKey={key} test={test} working={working} />
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.developerKeys.tableLabel')}>
      <Table size="small" sx={{ minWidth: 840 }} aria-label={translate('app.developerKeys.tableLabel')}>
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
