// /issuing/{tabActiveName}: the issuing product, one tab per part (overview, cards, cardholders, authorizations,
// transactions). The router mounts it only while the issuing menu-display call says true (domain/routes.ts); an
// unknown tab opens the overview.
import { Box, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { Navigate, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { isIssuingTab, issuingTabPath } from '../../../domain/issuing/tabs';
import { withModePrefix } from '../../../domain/routes';
import { PageHeader } from '../../components/PageHeader';
import { useTestMode } from '../../hooks/useTestMode';
import { PageLoading } from '../../loading/PageLoading';
import { useTabsOverflow } from '../../components/list/useTabsOverflow';
import { ISSUING_TAB_DEFS } from './tabs';

export default function IssuingPage() {
  const translate = useTranslate();
  const test = useTestMode();
  const navigate = useNavigate();
  const { tabActiveName } = useParams();
  // Scroll arrows only when the five tabs overflow (a phone), as the lists' status tabs.
  const { ref, overflows } = useTabsOverflow();
  const tab = isIssuingTab(tabActiveName) ? ISSUING_TAB_DEFS.find((t) => t.key === tabActiveName) : undefined;
  if (!tab) return <Navigate to={withModePrefix(issuingTabPath('overview'), test)} replace />;
  return (
    <>
      <PageHeader title={translate('routes.issuing')} subtitle={translate('app.issuing.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          ref={ref}
          value={tab.key}
          onChange={(_, key: string) => {
            if (isIssuingTab(key)) navigate(withModePrefix(issuingTabPath(key), test));
          }}
          variant="scrollable"
          scrollButtons={overflows ? 'auto' : false}
          allowScrollButtonsMobile
          aria-label={translate('routes.issuing')}
        >
          {ISSUING_TAB_DEFS.map((t) => (
            <Tab key={t.key} value={t.key} label={translate(`app.issuing.tabs.${t.key}`)} id={`issuing-tab-${t.key}`} aria-controls={`issuing-panel-${t.key}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`issuing-panel-${tab.key}`} aria-labelledby={`issuing-tab-${tab.key}`}>
        <Suspense fallback={<PageLoading />}>
          <tab.component />
        </Suspense>
      </Box>
    </>
  );
}
