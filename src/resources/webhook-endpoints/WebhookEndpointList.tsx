// The Webhooks tab of /developer: the endpoints of the current mode, "Add endpoint" (hidden without the create code).
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { endpointListConfig } from './endpointListConfig';
import { useZoneLabel } from '../../components/list/ZoneNotice';

export default function WebhookEndpointList() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Typography color="text.secondary">{translate('app.webhooks.listSubtitle', { zone: shownZone })}</Typography>
        <CreateButton resource="webhook-endpoints" label="app.webhooks.add" testId="webhook-add" />
      </Stack>
      <ResourceListPage config={endpointListConfig} />
    </Stack>
  );
}
