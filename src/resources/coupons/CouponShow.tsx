// /couponDetail?id=: a coupon's terms and promotion codes, its redemptions, the revenue at discount per currency,
// the simulator (what it does to a plan, period by period) and Deactivate (a coupon is never deleted).
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Grid, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useCanAccess, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/currency';
import { DETAIL_TIMEZONE, formatZonedTime } from '../../../domain/dates';
import { translateMessage } from '../../../domain/messages';
import type { CouponDetail } from '../../../domain/wire';
import { Confirm } from '../../components/Confirm';
import { DetailRows } from '../../components/DetailRows';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { IdText } from '../../components/money/IdText';
import { Money } from '../../components/money/Money';
import { RecordShow } from '../../components/record/RecordView';
import { useRecordAction } from '../../components/record/useRecordAction';
import { useResourcePath } from '../../components/record/useResourcePath';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { CouponStatusChip, useCouponText } from './couponText';

/** A column of the detail's small tables: its heading, and whether its figures align right. */
type Column = string | { label: string; right: true };

/** The detail's small tables (simulator, revenue, redemptions): one heading row, then the rows given. */
function HeadedTable({ columns, label, testId, children }: { columns: readonly Column[]; label: string; testId?: string; children: ReactNode }) {
  return (
    // On a phone the figures keep to one line each (an amount and its currency no longer break apart), the cells are
    // narrower, and a table still wider than its card scrolls inside it: a region the keyboard can reach and scroll.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& td[class*="alignRight"], & th[class*="alignRight"]': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (typeof c === 'string' ? <TableCell key={c}>{c}</TableCell> : <TableCell key={c.label} align="right">{c.label}</TableCell>))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

const right = (label: string) => ({ label, right: true }) as const;

export default function CouponShow() {
  return (
    <RecordShow meta={{ detail: true }}>
      <CouponView />
    </RecordShow>
  );
}

function DeactivateButton({ coupon }: { coupon: CouponDetail }) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'coupons', action: 'deactivate' });
  const { busy, asked, ask, close, confirm } = useRecordAction({ run: () => dataProvider.deactivateCoupon(coupon.id), done: () => 'app.coupons.deactivate.done' });
  if (!coupon.active || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" color="error" size="small" startIcon={<BlockOutlined fontSize="small" />} onClick={() => ask('deactivate')} data-testid="coupon-deactivate">
        {translate('app.coupons.deactivate.button')}
      </Button>
      <Confirm isOpen={asked !== null} loading={busy} title="app.coupons.deactivate.title" content="app.coupons.deactivate.body" confirm="app.coupons.deactivate.confirm" destructive onConfirm={confirm} onClose={close} />
    </>
  );
}

function Simulator({ coupon }: { coupon: CouponDetail }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const t = (k: string, args?: Record<string, unknown>) => translate(`app.coupons.simulator.${k}`, args);
  const plans = useQuery({ queryKey: ['plans', 'picker'], queryFn: () => dataProvider.plansForPicker() });
  const [chosen, setChosen] = useState<string>('');
  const planId = chosen || plans.data?.[0]?.id || '';
  const sim = useQuery({ queryKey: ['coupons', coupon.id, 'simulate', planId], queryFn: () => dataProvider.simulateCoupon(coupon.id, planId, 12), enabled: planId !== '' });
  const [locale] = useLocaleState();
  const lang = locale.startsWith('zh') ? 'zh' : 'en';
  const money = (n: number) => formatMoney(n, sim.data?.currency ?? 'USD');
  return (
    <SectionCard title={t('title')} subtitle={t('hint')} testId="coupon-simulator">
      {plans.data && plans.data.length === 0 ? (
        <Typography color="text.secondary">{t('noPlans')}</Typography>
      ) : (
        <Stack spacing={2}>
          <TextField select size="small" label={t('plan')} value={planId} onChange={(e) => setChosen(e.target.value)} sx={{ maxWidth: 360 }} data-testid="simulator-plan">
            {(plans.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.productName} · {formatMoney(p.amount, p.currency)}
              </MenuItem>
            ))}
          </TextField>
          {sim.data?.refusal && <Alert severity="info">{translate('app.coupons.simulator.refusal', { reason: translateMessage(sim.data.refusal, lang) })}</Alert>}
          {sim.data && (
            <HeadedTable columns={[t('period'), right(t('amount')), right(t('discount')), right(t('due'))]} label={t('title')} testId="simulator-table">
              {sim.data.periods.map((p) => (
                <TableRow key={p.index}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatZonedTime(p.start, 'UTC', 'YYYY-MM-DD')}
                    {p.trial ? ` · ${t('trial')}` : ''}
                  </TableCell>
                  <TableCell align="right">{money(p.amount)}</TableCell>
                  <TableCell align="right">{p.discount > 0 ? `−${money(p.discount)}` : '--'}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>{money(p.due)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{t('total')}</TableCell>
                <TableCell align="right">{money(sim.data.totals.gross)}</TableCell>
                <TableCell align="right">−{money(sim.data.totals.discount)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>{money(sim.data.totals.net)}</TableCell>
              </TableRow>
            </HeadedTable>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function CouponView() {
  const translate = useTranslate();
  const coupon = useRecordContext<CouponDetail>();
  const text = useCouponText();
  const pathOf = useResourcePath();
  if (!coupon) return null;
  const d = (k: string) => translate(`app.coupons.detail.${k}`);
  const f = (k: string) => translate(`resources.coupons.fields.${k}`);
  const time = (v: string | null) => (v ? formatZonedTime(v, DETAIL_TIMEZONE) : translate('app.coupons.never'));
  const minimum = Object.entries(coupon.minimumAmount ?? {}).map(([c, a]) => formatMoney(a, c)).join(' / ');
  return (
    <>
      <PageHeader title={translate('routes.couponDetail')} actions={<DeactivateButton coupon={coupon} />} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h2" component="p">{coupon.name}</Typography>
        <CouponStatusChip status={coupon.status} />
        <Typography color="text.secondary">{text.discount(coupon)} · {text.duration(coupon)}</Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <SectionCard title={d('details')} testId="coupon-fields">
              <DetailRows
                rows={[
                  { label: f('id'), value: <IdText value={coupon.id} /> },
                  { label: d('discount'), value: text.discount(coupon) },
                  { label: f('duration'), value: text.duration(coupon) },
                  { label: f('timesRedeemed'), value: coupon.timesRedeemed.toLocaleString(), testId: 'coupon-redeemed' },
                  { label: f('maxRedemptions'), value: coupon.maxRedemptions === null ? translate('app.coupons.unlimited') : coupon.maxRedemptions.toLocaleString() },
                  { label: f('redeemBy'), value: time(coupon.redeemBy) },
                  { label: d('minimum'), value: minimum || '--' },
                  { label: d('firstTimeOnly'), value: d(coupon.firstTimeOnly ? 'yes' : 'no') },
                  { label: f('createdAt'), value: time(coupon.createdAt) },
                ]}
              />
            </SectionCard>
            <SectionCard title={d('codes')} testId="coupon-codes">
              {coupon.promotionCodes.length === 0 ? (
                <Typography color="text.secondary">{d('noCodes')}</Typography>
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {coupon.promotionCodes.map((p) => (
                    <Typography key={p.id} sx={{ fontFamily: 'monospace', px: 1, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>{p.code}</Typography>
                  ))}
                </Stack>
              )}
            </SectionCard>
            <SectionCard title={d('revenue')} testId="coupon-revenue">
              {coupon.revenue.length === 0 ? (
                <Typography color="text.secondary">{d('noRevenue')}</Typography>
              ) : (
                <HeadedTable columns={[d('invoices'), right(d('gross')), right(d('discounted')), right(d('net'))]} label={d('revenue')}>
                  {coupon.revenue.map((r) => (
                    <TableRow key={r.currency}>
                      <TableCell>{r.invoices.toLocaleString()}</TableCell>
                      <TableCell align="right"><Money amount={r.gross} currency={r.currency} /></TableCell>
                      <TableCell align="right"><Money amount={r.discount} currency={r.currency} /></TableCell>
                      <TableCell align="right"><Money amount={r.net} currency={r.currency} strong /></TableCell>
                    </TableRow>
                  ))}
                </HeadedTable>
              )}
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
          <Stack spacing={3}>
            <Simulator coupon={coupon} />
            <SectionCard title={d('redemptions')} testId="coupon-redemptions">
              {coupon.redemptions.length === 0 ? (
                <Typography color="text.secondary">{d('noRedemptions')}</Typography>
              ) : (
                <HeadedTable columns={[d('customer'), d('code'), d('redeemedAt')]} label={d('redemptions')}>
                  {coupon.redemptions.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        {r.subscriptionId ? <RouterLink to={pathOf('subscriptions', 'show', r.subscriptionId)}>{r.customerName ?? r.subscriptionId}</RouterLink> : (r.customerName ?? '--')}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{r.code ?? '--'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatZonedTime(r.createdAt, DETAIL_TIMEZONE)}</TableCell>
                    </TableRow>
                  ))}
                </HeadedTable>
              )}
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
