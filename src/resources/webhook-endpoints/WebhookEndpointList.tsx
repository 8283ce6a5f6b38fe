// The Webhooks tab of /developer: the endpoints of the current mode, "Add endpoint" (hidden without the create code).
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { endpointListConfig } from './endpointListConfig';

export default function WebhookEndpointList() {
  // A tab of /developer, under its title: the line and "Add endpoint" side by side.
  return <ResourceListPage config={endpointListConfig} header={{ subtitle: 'app.webhooks.listSubtitle', actions: <CreateButton resource="webhook-endpoints" label="app.webhooks.add" testId="webhook-add" /> }} />;
}
