// The plans above the subscriptions list: each with its price, interval, trial and checkout link (where customers
// subscribe), and New plan (a dialog with the domain's plan schema).
import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { idempotencyKey } from '../../../domain/random-id';
import { PLAN_INTERVALS } from '../../../domain/subscriptions/billing';
import { CopyButton } from '../../components/CopyButton';
import { SectionCard } from '../../components/SectionCard';
import { ApiError } from '../../providers/httpCore';
import { useAppDataProvider } from '../../providers/useAppDataProvider';
import { usePriceText } from './subscriptionText';
import { EMPTY_PLAN_FORM, judgePlanForm } from './planForm';
import { DialogButtons } from '../../components/DialogButtons';

const EMPTY = EMPTY_PLAN_FORM;

function NewPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const client = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(idempotencyKey);
  const t = (k: string) => translate(`app.subscriptions.plans.${k}`);
  const create = useMutation({
    mutationFn: (body: object) => dataProvider.createPlan(body as never, key),
    onSuccess: () => {
      notify('app.subscriptions.plans.done', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['plans'] });
      setForm(EMPTY);
      setKey(idempotencyKey());
      onClose();
    },
    onError: (e) => {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      notify(e instanceof Error ? e.message : 'app.errors.requestFailed', { type: 'error' });
    },
  });
  const submit = () => {
    const { input, errors: found } = judgePlanForm(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, translate(key)])));
    if (input) create.mutate(input);
  };
  const field = (name: keyof typeof EMPTY, extra: object = {}) => ({
    label: t(name),
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `plan-${name}` } },
    ...extra,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField {...field('productName')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('amount', { inputMode: 'decimal' })} />
            <TextField select {...field('currency')}>
              {PAYMENT_CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select {...field('interval')}>
              {PLAN_INTERVALS.map((i) => <MenuItem key={i} value={i}>{translate(`app.subscriptions.interval.${i}`)}</MenuItem>)}
            </TextField>
            <TextField {...field('intervalCount', { inputMode: 'numeric' })} />
            <TextField {...field('trialDays', { inputMode: 'numeric' })} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={create.isPending} onConfirm={submit} label={t('submit')} testId="plan-create" />
    </Dialog>
  );
}

export function PlansCard() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const price = usePriceText();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'plans', action: 'create' });
  const plans = useQuery({ queryKey: ['plans', 'picker'], queryFn: () => dataProvider.plansForPicker() });
  const t = (k: string) => translate(`app.subscriptions.plans.${k}`);
  const urlOf = (token: string) => `${window.location.origin}/pay/${token}`;
  return (
    <SectionCard
      title={t('title')}
      subtitle={t('hint')}
      testId="plans-card"
      action={canAccess ? <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={() => setOpen(true)} data-testid="plan-new">{t('create')}</Button> : undefined}
    >
      {plans.data && plans.data.length === 0 ? (
        <Typography color="text.secondary">{t('none')}</Typography>
      ) : (
        <Table size="small" data-testid="plans-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('productName')}</TableCell>
              <TableCell>{t('amount')}</TableCell>
              <TableCell align="right">{t('subscribers')}</TableCell>
              <TableCell>{t('checkout')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(plans.data ?? []).map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ fontWeight: 600 }}>{p.productName}{p.active ? '' : ` · ${t('archived')}`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {price(p)}
                  {p.trialDays > 0 ? ` · ${t('trialDays')}: ${p.trialDays}` : ''}
                </TableCell>
                <TableCell align="right">{p.subscriptions.toLocaleString()}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" component="a" href={urlOf(p.checkoutToken)} target="_blank" rel="noreferrer" data-testid="plan-checkout-link" sx={{ maxWidth: 220 }} noWrap>
                      /pay/{p.checkoutToken.slice(0, 8)}…
                    </Typography>
                    <CopyButton value={urlOf(p.checkoutToken)} />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <NewPlanDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
