// The frame of every page outside the shell (sign-in family, errors): brand, theme and language switches,
// one centred card, and the footer.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';

interface PublicLayoutProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Shown under the card, e.g. "New here? Create an account". */
  below?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  maxWidth?: number;
}

export function PublicLayout({ title, subtitle, below, icon, children, maxWidth = 440 }: PublicLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: (t) =>
          `radial-gradient(1200px 500px at 50% -10%, ${t.palette.mode === 'dark' ? 'rgba(139,132,255,0.14)' : 'rgba(81,70,229,0.09)'}, transparent 70%)`,
      }}
    >
      <PublicTopBar brandSize="large" />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', px: 2, py: 3 }}>
        <Card
          sx={{
            width: '100%',
            maxWidth,
            p: { xs: 3, sm: 5 },
            borderRadius: 3,
            boxShadow: (t) => (t.palette.mode === 'dark' ? '0 12px 40px rgba(0,0,0,0.45)' : '0 12px 40px rgba(26,31,54,0.08)'),
          }}
        >
          <Stack spacing={1} sx={{ mb: children ? 3 : 0 }}>
            {icon}
            {title && (
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
            )}
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
        </Card>
        {below && (
          <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {below}
          </Typography>
        )}
      </Box>
      <PublicFooter />
    </Box>
  );
}
