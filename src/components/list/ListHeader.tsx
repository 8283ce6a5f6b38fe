// The heading above a list: its title and one line of context, which names the zone the list's times are shown in
// ('… Times are in %{zone}.'): the zone the reader chose in /settings, else the list's own (the spec's).
import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../PageHeader';
import { useZoneLabel } from './ZoneNotice';

export interface ListHeaderProps {
  /** Catalogue key of the page's title; without one (a list that is a tab of a titled page) the line sits beside the actions. */
  title?: string;
  /** Catalogue key of the line under the title; %{zone} in it is the zone the list's times are shown in. */
  subtitle: string;
  /** Beside the heading: "New …" and the like. */
  actions?: ReactNode;
}

/** `timeZone`: the list's own zone until the reader picks one ('UTC' when absent; see ResourceListConfig.timeZone). */
export function ListHeader({ title, subtitle, actions, timeZone = 'UTC' }: ListHeaderProps & { timeZone?: string }) {
  const translate = useTranslate();
  const zone = useZoneLabel(timeZone);
  const line = translate(subtitle, { zone });
  if (title) return <PageHeader title={translate(title)} subtitle={line} actions={actions} />;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
      <Typography color="text.secondary">{line}</Typography>
      {actions}
    </Stack>
  );
}
