// /refund: the refunds list with "New refund".
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { CreateButton } from '../../components/record/CreateButton';
import { refundListConfig } from './refundListConfig';

export default function RefundList() {
  return (
    <ResourceListPage
      config={refundListConfig}
      header={{ title: 'routes.refunds', subtitle: 'app.refunds.listSubtitle', actions: <CreateButton resource="refunds" label="app.refunds.new" /> }}
    />
  );
}
