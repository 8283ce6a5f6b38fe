// The shell around signed-in pages: app bar, sidebar menu, the test-mode banner, the page, the footer.
import { useCallback, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { PublicFooter } from '../components/PublicFooter';
import { ErrorFallback } from './ErrorFallback';
import { AppBar } from './AppBar';
import { AppMenu } from './Menu';
import { TestModeBanner } from './TestModeBanner';
import { FocusOnNavigation } from './FocusOnNavigation';

export function AppLayout({ children }: { children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  const within = useCallback(() => page.current, []);
  return (
    // react-admin's root is at least as wide as its content ('fit-content') and a flex item too: minWidth 0 lets wide
    // tables scroll inside their cards instead of widening the page past a phone's screen.
    <Layout appBar={AppBar} appBarAlwaysOn menu={AppMenu} error={ErrorFallback} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <TestModeBanner />
      <FocusOnNavigation within={within} />
      <Box ref={page} sx={{ flex: 1, width: '100%', minWidth: 0, maxWidth: 1180, mx: 'auto', px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2.5, md: 4 } }}>{children}</Box>
      <PublicFooter />
    </Layout>
  );
}
