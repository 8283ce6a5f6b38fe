// Every Invoice field of spec section 3 apart from the items, the link and the files: id, number, status,
// customer, currency, fee type, payment method, reference, dates, the paying transaction and when it was paid.
import { Link } from '@mui/material';
import { Link as RouterLink, useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { withModePrefix } from '../../../domain/routes';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { useTestMode } from '../../hooks/useTestMode';
import { useCountryName } from '../../hooks/useCountryName';
import { DetailRows } from '../../components/DetailRows';
import { paymentDetailPath } from '../../components/record/paths';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import type { Invoice } from '../../../domain/wire';

const utc = (value: string | null) => (value ? formatZonedTime(value, DETAIL_TIMEZONE) : null);

export function InvoiceFieldsCard({ invoice: i }: { invoice: Invoice }) {
  const translate = useTranslate();
  const test = useTestMode();
  const countryName = useCountryName();
  const f = (field: string) => translate(`resources.invoices.fields.${field}`);
  return (
    <SectionCard title={translate('app.invoices.detail.details')} testId="invoice-fields">
      <DetailRows
        rows={[
          { label: f('id'), value: <IdText value={i.id} /> },
          { label: f('number'), value: i.number, testId: 'invoice-number' },
          { label: f('status'), value: <InvoiceStatusChip invoice={i} />, testId: 'invoice-status' },
          { label: f('totalAmount'), value: <Money amount={i.totalAmount} currency={i.currency} strong /> },
          { label: f('name'), value: i.name },
          { label: f('email'), value: i.email },
          { label: f('phone'), value: i.phone },
          { label: f('country'), value: i.country && countryName(i.country) },
          { label: f('currency'), value: i.currency },
          { label: f('feeType'), value: translate(`app.invoices.feeTypes.${i.feeType}`, { _: i.feeType }) },
          { label: f('paymentMethod'), value: translate(`app.invoices.paymentMethods.${i.paymentMethod}`, { _: i.paymentMethod }) },
          { label: f('reference'), value: i.reference },
          { label: f('dueDate'), value: i.dueDate, testId: 'invoice-due-date' },
          { label: f('memo'), value: i.memo },
          {
            label: f('paymentId'),
            testId: 'invoice-payment-id',
            value: i.paymentId && (
              <Link component={RouterLink} to={withModePrefix(paymentDetailPath(i.paymentId), test)} sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}>
                {i.paymentId}
              </Link>
            ),
          },
          { label: f('paidAt'), value: utc(i.paidAt), testId: 'invoice-paid-at' },
          { label: f('createdAt'), value: utc(i.createdAt) },
          { label: f('finalizedAt'), value: utc(i.finalizedAt) },
          ...(i.voidedAt ? [{ label: f('voidedAt'), value: utc(i.voidedAt) }] : []),
          { label: f('updatedAt'), value: utc(i.updatedAt) },
        ]}
      />
    </SectionCard>
  );
}
