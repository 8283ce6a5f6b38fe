// A customer: contact, total payments per currency and the settle records of their captured payments.
import { Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { ResourceListPage } from '../../components/list/ResourceListPage';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { DetailRows } from '../../components/DetailRows';
import { settleRecordsConfig, type Customer } from './customerListConfig';

/** Inside RecordShow: the customer of /Customers?id=. */
export function CustomerDetail() {
  const translate = useTranslate();
  const customer = useRecordContext<Customer>();
  if (!customer) return null;
  const f = (field: string) => translate(`resources.customers.fields.${field}`);
  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ minWidth: 0 }}>
          <SectionCard title={customer.name} testId="customer-detail">
            <DetailRows
              rows={[
                { label: f('id'), value: <IdText value={customer.id} /> },
                { label: f('email'), value: customer.email },
                { label: f('phone'), value: customer.phone },
                { label: f('createdAt'), value: formatZonedTime(customer.createdAt, DETAIL_TIMEZONE) },
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ minWidth: 0 }}>
          <SectionCard title={f('totalPayments')} subtitle={translate('app.customers.totalHint', { smart_count: customer.totalPayments.count })}>
            <Stack spacing={1}>
              {customer.totalPayments.amounts.length === 0 && <Typography variant="body2" color="text.secondary">--</Typography>}
              {customer.totalPayments.amounts.map((a) => (
                <Money key={a.currency} amount={a.amount} currency={a.currency} variant="h3" />
              ))}
            </Stack>
          </SectionCard>
        </Grid>
      </Grid>
      <Typography variant="h3" component="h2">
        {translate('app.customers.settleRecords')}
      </Typography>
      <ResourceListPage config={settleRecordsConfig(customer.id)} />
    </Stack>
  );
}
