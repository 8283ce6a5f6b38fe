// A key's name with its kind and access chips, and its expiry as a chip when it has one.
import { Chip, Stack, Typography } from '@mui/material';
import type { useKeyView } from './useKeyView';

type View = ReturnType<typeof useKeyView>;

export function KeyName({ view }: { view: View }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="api-key-name">
        {view.name}
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
