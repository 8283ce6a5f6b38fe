// An entry's source id as a link to the record that caused it (payment, refund, dispute, top-up, disbursement).
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';
import type { EntrySource } from '../../../domain/balance/rules';
import { withModePrefix } from '../../../domain/routes';
import { useTestMode } from '../../hooks/useTestMode';
import { entrySourcePath } from './entrySource';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

export function EntrySourceLink({ source, id, label = false }: { source: EntrySource; id: string; label?: boolean }) {
  const translate = useTranslate();
  const test = useTestMode();
  const path = entrySourcePath(source, id);
  const name = translate(`app.balance.sources.${source}`);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
      {label && <Typography variant="body2" color="text.secondary">{name}</Typography>}
      {path ? (
        <Link
          component={RouterLink}
          to={withModePrefix(path, test)}
          onClick={(e: React.MouseEvent) => e.stopPropagation()}
          // The name starts with the id the link shows (WCAG 2.5.3, label in name), then says where it leads.
          aria-label={`${id}, ${translate('app.balance.entries.openSource', { source: name })}`}
          sx={{ ...mono, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 220 }}
          data-testid="entry-source"
        >
          {id}
        </Link>
      ) : (
        <Typography variant="body2" sx={mono} title={translate('app.balance.entries.noSourcePage')}>{id}</Typography>
      )}
    </Stack>
  );
}
