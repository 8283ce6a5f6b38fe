// /teams/audit-log: who did what and when, newest first; tabs by category with counts; filters by actor, action and
// date; CSV export (UTC, or the reader's zone).
import { Fragment, useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatListTime } from '../../../domain/dates';
import { AUDIT_ACTIONS, AUDIT_CATEGORIES } from '../../../domain/team/audit';
import { PageHeader } from '../../components/PageHeader';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import type { ResourceListConfig } from '../../components/list/types';
import { TeamNav } from '../../components/team/TeamNav';
import { sessionEpoch } from '../../providers/authProvider';
import type { AuditEntry } from '../../providers/calls/team';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { auditActionKey, auditDetailPath, auditTargetText } from './labels';

// At a phone's width the three columns share 350 px: the time goes onto two lines (date, then time) rather than
// breaking inside its date, and an address breaks after its @ before it breaks anywhere else.
function Unbroken({ text }: { text: string }) {
  return text.split(' ').map((part, i) => (
    <Fragment key={i}>{i > 0 && ' '}<Box component="span" sx={{ whiteSpace: 'nowrap' }}>{part}</Box></Fragment>
  ));
}

function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : <>{address.slice(0, at + 1)}<wbr />{address.slice(at + 1)}</>;
}

export default function AuditList() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const actors = useQuery({ queryKey: ['team', 'audit-actors', sessionEpoch()], queryFn: () => dataProvider.auditActors() });
  const config = useMemo<ResourceListConfig<AuditEntry>>(() => {
    const emails = [...new Set((actors.data ?? []).map((a) => a.email))];
    return {
      resource: 'audit-log',
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: {
        selects: [
          { source: 'actor', label: 'app.audit.filters.actor', anyLabel: 'app.audit.filters.anyActor', options: emails },
          { source: 'action', label: 'app.audit.filters.action', anyLabel: 'app.audit.filters.anyAction', options: AUDIT_ACTIONS, optionLabel: auditActionKey },
        ],
        dateRange: { offset: 'Z' },
      },
      // Tabs by what a row is about (domain/team/audit.ts AUDIT_CATEGORY_OF), counted under the other filters.
      tabField: 'category',
      counts: true,
      tabs: [{ label: 'app.audit.tabs.all' }, ...AUDIT_CATEGORIES.map((c) => ({ label: `app.audit.tabs.${c}`, status: c }))],
      exportTimeZone: 'UTC',
      rowLink: (e) => auditDetailPath(e.id),
      columns: [
        { source: 'createdAt', label: 'app.audit.fields.createdAtZoned', sortable: true, render: (e) => <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}><Unbroken text={formatListTime(e.createdAt)} /></Typography> },
        { source: 'actorEmail', label: 'app.audit.fields.actor', render: (e) => <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>{e.actorEmail ? <Email address={e.actorEmail} /> : '--'}</Typography> },
        // keep-all: a Chinese action (邀请成员) breaks at its spaces only, as an English one does, not inside a word.
        { source: 'action', label: 'app.audit.fields.action', render: (e) => <Typography variant="body2" sx={{ wordBreak: 'keep-all' }}>{translate(auditActionKey(e.action))}</Typography> },
        { source: 'targetLabel', label: 'app.audit.fields.target', hideBelow: 900, render: (e) => <Typography variant="body2" noWrap sx={{ maxWidth: 260 }} title={e.targetLabel ?? undefined}>{auditTargetText(e, translate) ?? '--'}</Typography> },
        { source: 'ip', label: 'app.audit.fields.ip', hideBelow: 1100, render: (e) => e.ip ?? '--' },
      ],
    };
  }, [actors.data, translate]);
  return (
    <>
      <PageHeader title={translate('routes.teams')} subtitle={translate('app.audit.subtitle')} />
      <TeamNav current="audit" />
      <ResourceListPage config={config} />
    </>
  );
}
