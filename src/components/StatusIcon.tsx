// The round icon at the top of a status card (email sent, activated, failed).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function StatusIcon({ icon, color = 'primary' }: { icon: ReactNode; color?: 'primary' | 'success' | 'error' }) {
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        mb: 1,
        color: `${color}.main`,
        bgcolor: (t) => (t.palette.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'rgba(81,70,229,0.08)'),
      }}
    >
      {icon}
    </Box>
  );
}
