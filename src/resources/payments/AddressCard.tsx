// Billing or shipping information of a payment (name, phone, email, address lines, city, state, country, postal code).
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { DetailRows } from '../../components/DetailRows';
import type { PaymentDetail } from '../../../domain/wire';

type Address = NonNullable<PaymentDetail['billing']>;
const FIELDS = ['name', 'phone', 'email', 'line1', 'line2', 'city', 'state', 'country', 'postalCode'] as const satisfies readonly (keyof Address)[];

export function AddressCard({ title, address }: { title: string; address: Address | null }) {
  const translate = useTranslate();
  return (
    <SectionCard title={title}>
      {address && FIELDS.some((field) => address[field]) ? (
        <DetailRows rows={FIELDS.map((field) => ({ label: translate(`app.payments.address.${field}`), value: address[field] }))} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.payments.detail.noAddress')}
        </Typography>
      )}
    </SectionCard>
  );
}
