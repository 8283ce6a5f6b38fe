// A key's name with its kind and access chips, and its expiry as a chip when it has one.
import { Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-admin';
import { useResourcePath } from '../../components/record/useResourcePath';
import type { useKeyView } from './useKeyView';

type View = ReturnType<typeof useKeyView>;

/** `linkTo`: the key's id when the name opens the key's page (a row of the list). */
export function KeyName({ view, linkTo }: { view: View; linkTo?: string }) {
  const pathOf = useResourcePath();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="api-key-name">
        {linkTo ? (
          <Link component={RouterLink} to={pathOf('api-keys', 'show', linkTo)} underline="hover" data-testid="api-key-open">
            {view.name}
          </Link>
        ) : (
          view.name
        )}
      </Typography>
      {(view.kindLabel || view.access) && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          {view.kindLabel && <Chip size="small" variant="outlined" label={view.kindLabel} />}
          {view.access && <Chip size="small" color={view.restricted ? 'warning' : 'default'} variant="outlined" label={view.access} data-testid="api-key-access" />}
        </Stack>
      )}
    </>
  );
}

export function KeyExpiry({ view }: { view: View }) {
  if (view.state === 'active') {
    return (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="api-key-expiry">
        {view.expiry}
      </Typography>
    );
  }
  return <Chip size="small" color={view.state === 'expired' ? 'error' : 'warning'} variant="outlined" label={view.expiry} data-testid="api-key-expiry" />;
}
