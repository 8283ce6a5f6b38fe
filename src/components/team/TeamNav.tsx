// The team pages' tabs: members (/teams), roles (/teams/roles) and the audit log (/teams/audit-log).
import { Tab, Tabs } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

const TABS = [
  { value: 'members', to: '/teams' },
  { value: 'roles', to: '/teams/roles' },
  { value: 'audit', to: '/teams/audit-log' },
] as const;

export function TeamNav({ current }: { current: (typeof TABS)[number]['value'] }) {
  const translate = useTranslate();
  return (
    // Three short tabs fit a 320 px screen in both languages, so they do not scroll: scrollable ones once showed their
    // scroll arrows at 1440 px (measured while the page was still laying out), with nothing to scroll.
    <Tabs value={current} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} aria-label={translate('routes.teams')}>
      {TABS.map((t) => (
        <Tab key={t.value} value={t.value} label={translate(`app.team.tabs.${t.value}`)} component={LinkBase} to={t.to} data-testid={`team-tab-${t.value}`} />
      ))}
    </Tabs>
  );
}
