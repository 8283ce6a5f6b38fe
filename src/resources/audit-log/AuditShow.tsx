// /teams/audit-log-detail?id=: one event: who, what, when, from where, and the object before and after.
import { Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { formatZonedTime } from '../../../domain/dates';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { RecordShow } from '../../components/record/RecordView';
import type { AuditEntry } from '../../providers/calls/team';
import { auditActionKey, auditTargetText, isUserAgentTarget } from './labels';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function Snapshot({ value }: { value: Record<string, unknown> | null }) {
  const translate = useTranslate();
  if (!value) return <Typography variant="body2" color="text.secondary">{translate('app.audit.nothing')}</Typography>;
  return (
    <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontFamily: MONO, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

function AuditView() {
  const translate = useTranslate();
  const e = useRecordContext<AuditEntry>();
  if (!e) return null;
  return (
    <>
      <PageHeader
        title={translate(auditActionKey(e.action))}
        subtitle={formatZonedTime(e.createdAt, 'UTC')}
        actions={<Button component={LinkBase} to="/teams/audit-log" variant="outlined">{translate('app.audit.back')}</Button>}
      />
      <Stack spacing={3}>
        <SectionCard title={translate('routes.auditLogDetail')} testId="audit-detail">
          <DetailRows
            rows={[
              { label: translate('app.audit.fields.id'), value: <Box component="span" sx={{ fontFamily: MONO }}>{e.id}</Box> },
              { label: translate('app.audit.fields.createdAt'), value: formatZonedTime(e.createdAt, 'UTC') },
              { label: translate('app.audit.fields.actor'), value: e.actorEmail },
              { label: translate('app.audit.fields.action'), value: translate(auditActionKey(e.action)) },
              { label: translate('app.audit.fields.target'), value: isUserAgentTarget(e) ? auditTargetText(e, translate) : [e.targetType, e.targetLabel ?? e.targetId].filter(Boolean).join(': ') },
              // A sign-in's browser as it named itself, whole.
              ...(isUserAgentTarget(e) ? [{ label: translate('app.audit.fields.userAgent'), value: <Box component="span" sx={{ fontFamily: MONO, overflowWrap: 'anywhere' }} data-testid="audit-user-agent">{e.targetLabel}</Box> }] : []),
              { label: translate('app.audit.fields.ip'), value: e.ip },
            ]}
          />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SectionCard title={translate('app.audit.before')} testId="audit-before">
            <Snapshot value={e.before} />
          </SectionCard>
          <SectionCard title={translate('app.audit.after')} testId="audit-after">
            <Snapshot value={e.after} />
          </SectionCard>
        </Box>
      </Stack>
    </>
  );
}

export default function AuditShow() {
  return (
    <RecordShow>
      <AuditView />
    </RecordShow>
  );
}
