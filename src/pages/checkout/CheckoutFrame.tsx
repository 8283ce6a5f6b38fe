// The frame of the hosted checkout: brand, theme and language switches on top, one two-part card (what is paid on
// the left, the payment on the right; stacked on a phone), "secured by" and the footer below.
import type { ReactNode } from 'react';
import { Box, Card, Stack, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { PublicFooter } from '../../components/PublicFooter';
import { PublicTopBar } from '../../components/PublicTopBar';
import { brand } from '../../providers/runtime';

export function CheckoutFrame({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PublicTopBar />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', px: 2, py: 3 }}>
        <Card sx={{ width: '100%', maxWidth: summary ? 960 : 520, borderRadius: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', md: summary ? '1fr 1fr' : '1fr' } }}>
          {summary && (
            // One side's border per layout, written out whole: a responsive border shorthand would reset its color.
            <Box
              sx={(t) => ({
                p: { xs: 3, sm: 5 },
                bgcolor: 'action.hover',
                minWidth: 0,
                borderBottom: `1px solid ${t.palette.divider}`,
                [t.breakpoints.up('md')]: { borderBottom: 'none', borderRight: `1px solid ${t.palette.divider}` },
              })}
            >
              {summary}
            </Box>
          )}
          <Box sx={{ p: { xs: 3, sm: 5 }, minWidth: 0 }}>{children}</Box>
        </Card>
        <Stack direction="row" spacing={0.75} sx={{ mt: 2.5, alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlined sx={{ fontSize: 14 }} />
          <Typography variant="caption">{translate('app.checkout.securedBy', { brand: brand.name })}</Typography>
        </Stack>
      </Box>
      <PublicFooter />
    </Box>
  );
}
