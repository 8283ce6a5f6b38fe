// /developer: what a merchant's own server needs: its API keys and its webhook endpoints, one tab each.
import { Box, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../loading/PageLoading';
import { DEVELOPER_TABS, pickTab } from './tabs';

export default function DeveloperPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: DEVELOPER_TABS.map((t) => t.resource) });
  if (isPending || !canAccess) return <PageLoading />;
  const allowed = DEVELOPER_TABS.filter((t) => canAccess[t.resource]);
  const tab = pickTab(params.get('tab'), allowed);
  return (
    <>
      <PageHeader title={translate('routes.developer')} subtitle={translate('app.developer.subtitle')} />
      {allowed.length > 1 && tab && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={tab.key}
            onChange={(_, key: string) => setParams({ tab: key })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('routes.developer')}
          >
            {allowed.map((t) => (
              <Tab key={t.key} value={t.key} label={translate(t.label)} id={`developer-tab-${t.key}`} aria-controls={`developer-panel-${t.key}`} />
            ))}
          </Tabs>
        </Box>
      )}
      {tab && (
        <Box role="tabpanel" id={`developer-panel-${tab.key}`} aria-labelledby={`developer-tab-${tab.key}`}>
          <Suspense fallback={<PageLoading />}>
            <tab.component />
          </Suspense>
        </Box>
      )}
    </>
  );
}
