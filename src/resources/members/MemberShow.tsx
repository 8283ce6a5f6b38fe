// /Membership?id=: one member (test mode only): the tier and its benefits, since when, and the subscription that
// makes the customer a member, linked.
import { Grid, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import type { MemberDetail } from '../../../domain/wire';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { RecordShow } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { MemberStatusChip } from './memberText';

function MemberView() {
  const translate = useTranslate();
  const member = useRecordContext<MemberDetail>();
  const pathOf = useResourcePath();
  if (!member) return null;
  const d = (k: string) => translate(`app.membership.detail.${k}`);
  const time = (v: string | null) => (v ? formatZonedTime(v, DETAIL_TIMEZONE) : '--');
  return (
    <>
      <PageHeader title={d('title')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">{member.customerName}</Typography>
        <MemberStatusChip status={member.status} />
        <Typography color="text.secondary">{member.tierName}</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={d('membership')} testId="member-fields">
            <DetailRows
              rows={[
                { label: translate('resources.members.fields.id'), value: <IdText value={member.id} /> },
                { label: d('tier'), value: member.tierName, testId: 'member-tier' },
                { label: d('since'), value: time(member.since), testId: 'member-since' },
                ...(member.endedAt ? [{ label: d('ended'), value: time(member.endedAt) }] : []),
                { label: d('customer'), value: member.customerName },
                { label: d('email'), value: member.customerEmail },
                { label: d('plan'), value: member.productName },
                {
                  label: d('subscription'),
                  value: <RouterLink to={pathOf('subscriptions', 'show', member.id)}>{translate(`app.subscriptions.status.${member.subscriptionStatus}`)}</RouterLink>,
                },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <SectionCard title={d('benefits')} testId="member-benefits">
            <List dense disablePadding>
              {(member.benefits ?? []).map((b) => (
                <ListItem key={b} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}><CheckCircleOutlined fontSize="small" color="success" /></ListItemIcon>
                  <ListItemText primary={b} />
                </ListItem>
              ))}
            </List>
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}

export default function MemberShow() {
  return (
    <RecordShow>
      <MemberView />
    </RecordShow>
  );
}
