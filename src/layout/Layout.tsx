// The shell around signed-in pages: app bar, sidebar menu, the test-mode banner, the page, the footer.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { PublicFooter } from '../components/PublicFooter';
import { ErrorFallback } from '../pages/errors/ErrorFallback';
import { AppBar } from './AppBar';
import { AppMenu } from './Menu';
import { TestModeBanner } from './TestModeBanner';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} appBarAlwaysOn menu={AppMenu} error={ErrorFallback}>
      <TestModeBanner />
      <Box sx={{ flex: 1, width: '100%', maxWidth: 1180, mx: 'auto', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2.5, md: 4 } }}>{children}</Box>
      <PublicFooter />
    </Layout>
  );
}
