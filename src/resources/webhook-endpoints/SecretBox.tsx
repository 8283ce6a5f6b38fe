// A secret (or a masked stand-in) in a one-line code box that never widens the page, with copy once it is shown.
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';
import { MONO } from './endpointListConfig';

export const MASKED_SECRET = 'whsec_••••••••••••••••••••••••';

export function SecretBox({ value, testId, action }: { value: string | null; testId: string; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ minWidth: 0, alignItems: 'center' }}>
      <Box
        component="code"
        data-testid={testId}
        sx={{
          flex: '1 1 0', width: 0, px: 1.5, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider',
          fontSize: '0.8125rem', fontFamily: MONO, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
        }}
      >
        {value ?? MASKED_SECRET}
      </Box>
      {value && <CopyButton value={value} />}
      {action}
    </Stack>
  );
}
