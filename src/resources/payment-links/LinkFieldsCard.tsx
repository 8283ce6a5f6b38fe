// Every field of a payment link: price (amount or line items), description, limits, what it collected, times.
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { DetailRows } from '../../components/DetailRows';
import { LinkStatusChip } from './LinkStatusChip';
import type { PaymentLink } from './types';

function ItemsTable({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.paymentLinks.items.${name}`);
  return (
    <Table size="small" data-testid="link-items">
      <TableHead>
        <TableRow>
          <TableCell>{f('name')}</TableCell>
          <TableCell align="right">{f('quantity')}</TableCell>
          <TableCell align="right">{f('unitAmount')}</TableCell>
          <TableCell align="right">{f('amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {link.items.map((item, i) => (
          <TableRow key={`${item.name}-${i}`}>
            <TableCell sx={{ wordBreak: 'break-word' }}>{item.name}</TableCell>
            <TableCell align="right">{item.quantity.toLocaleString()}</TableCell>
            <TableCell align="right"><Money amount={item.unitAmount} currency={link.currency} /></TableCell>
            <TableCell align="right"><Money amount={item.amount} currency={link.currency} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function LinkFieldsCard({ link }: { link: PaymentLink }) {
  const translate = useTranslate();
  const f = (name: string) => translate(`app.paymentLinks.fields.${name}`);
  const limit = link.maxPayments === null ? translate('app.paymentLinks.detail.unlimited') : `${link.paidCount.toLocaleString()} / ${link.maxPayments.toLocaleString()}`;
  const expiry = link.expiresAt === null ? translate('app.paymentLinks.detail.never') : `${formatZonedTime(link.expiresAt, DETAIL_TIMEZONE)}${link.expired ? ` · ${translate('app.paymentLinks.detail.expired')}` : ''}`;
  return (
    <SectionCard title={translate('app.paymentLinks.detail.details')} testId="link-fields">
      <Stack spacing={2.5}>
        <DetailRows
          rows={[
            { label: f('id'), value: <IdText value={link.id} /> },
            { label: f('status'), value: <LinkStatusChip status={link.status} />, testId: 'link-status' },
            { label: f('amount'), value: <Money amount={link.amount} currency={link.currency} strong /> },
            { label: f('currency'), value: link.currency },
            { label: f('description'), value: link.description },
            { label: f('expiresAt'), value: expiry },
            { label: f('maxPayments'), value: limit, testId: 'link-limit' },
            { label: f('amountCollected'), value: <Money amount={link.amountCollected} currency={link.currency} />, testId: 'link-collected' },
            { label: f('mode'), value: translate(link.livemode ? 'app.mode.live' : 'app.mode.test') },
            { label: f('createdAt'), value: formatZonedTime(link.createdAt, DETAIL_TIMEZONE) },
            { label: f('updatedAt'), value: formatZonedTime(link.updatedAt, DETAIL_TIMEZONE) },
            ...(link.deactivatedAt ? [{ label: f('deactivatedAt'), value: formatZonedTime(link.deactivatedAt, DETAIL_TIMEZONE) }] : []),
          ]}
        />
        {link.items.length > 0 ? (
          <ItemsTable link={link} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.paymentLinks.detail.fixedAmount')}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
