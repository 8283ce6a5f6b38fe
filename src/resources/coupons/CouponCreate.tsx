// /newCoupon: name, percent or amount off, duration, limits and promotion codes; the body is judged by the domain
// schema (couponForm.ts converts what was typed), created, and its page opens.
import { useState } from 'react';
import { Alert, Box, Button, Card, CircularProgress, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput, useCreate, useNavigate, useTranslate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { PAYMENT_CURRENCIES } from '../../../domain/payments';
import { COUPON_DURATIONS } from '../../../domain/subscriptions/coupons';
import { PageHeader } from '../../components/PageHeader';
import { RecordCreate } from '../../components/record/RecordView';
import { useResourcePath } from '../../components/record/useResourcePath';
import { ApiError } from '../../providers/httpCore';
import type { Coupon } from '../../../domain/wire';
import { formField, INITIAL_COUPON_FORM, judgeCouponForm, type CouponFormState } from './couponForm';
import { useZoneLabel } from '../../components/list/ZoneNotice';

const resolver: Resolver<FieldValues> = async (values) => {
  const { input, errors } = judgeCouponForm(values as CouponFormState);
  if (input) return { values: input as FieldValues, errors: {} };
  return { values: {}, errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors };
};

export default function CouponCreate() {
  const translate = useTranslate();
  const shownZone = useZoneLabel('UTC');
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [create, { isPending }] = useCreate<Coupon>();
  const [failure, setFailure] = useState<string | null>(null);
  const t = (key: string) => translate(`app.coupons.form.${key}`);

  const submit = async (body: FieldValues) => {
    setFailure(null);
    try {
      const coupon = await create('coupons', { data: body }, { mutationMode: 'pessimistic', returnPromise: true });
      if (coupon) navigate(pathOf('coupons', 'show', coupon.id), { replace: true });
      return undefined;
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : translate('app.errors.requestFailed'));
      if (!(e instanceof ApiError)) return undefined;
      return Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [formField(k), v]));
    }
  };

  return (
    <RecordCreate>
      <PageHeader title={translate('routes.newCoupon')} subtitle={t('intro')} />
      <Card sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Form resolver={resolver} defaultValues={INITIAL_COUPON_FORM} onSubmit={submit} noValidate>
          <Stack spacing={1}>
            {failure && (
              <Alert severity="error" role="alert" data-testid="coupon-create-error">
                {failure}
              </Alert>
            )}
            <TextInput source="name" label={t('name')} fullWidth />
            <RadioButtonGroupInput source="kind" label={t('kind')} choices={[{ id: 'percent', name: t('kinds.percent') }, { id: 'amount', name: t('kinds.amount') }]} />
            <FormDataConsumer<CouponFormState>>
              {({ formData }) =>
                formData.kind === 'percent' ? (
                  <TextInput source="percent" label={t('percent')} inputMode="decimal" />
                ) : (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                    <TextInput source="amount" label={t('amount')} inputMode="decimal" />
                    <SelectInput source="currency" label={t('currency')} choices={PAYMENT_CURRENCIES.map((c) => ({ id: c, name: c }))} />
                  </Stack>
                )
              }
            </FormDataConsumer>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <SelectInput source="duration" label={t('duration')} choices={COUPON_DURATIONS.map((d) => ({ id: d, name: translate(`app.coupons.duration.${d}`) }))} />
              <FormDataConsumer<CouponFormState>>
                {({ formData }) => (formData.duration === 'repeating' ? <TextInput source="durationMonths" label={t('durationMonths')} inputMode="numeric" /> : null)}
              </FormDataConsumer>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
              <TextInput source="minimumAmount" label={t('minimumAmount')} inputMode="decimal" />
              <TextInput source="maxRedemptions" label={t('maxRedemptions')} inputMode="numeric" />
            </Stack>
            <TextInput source="redeemBy" label={t('redeemBy')} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />
            <BooleanInput source="firstTimeOnly" label={t('firstTimeOnly')} />
            <TextInput source="codes" label={t('codes')} helperText={t('codesHint')} fullWidth />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
              <Button onClick={() => navigate(pathOf('coupons', 'list'))} disabled={isPending}>
                {translate('ra.action.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isPending} startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="coupon-create">
                {t('submit')}
              </Button>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {translate('app.coupons.listSubtitle', { zone: shownZone })}
            </Typography>
          </Stack>
        </Form>
      </Card>
    </RecordCreate>
  );
}
