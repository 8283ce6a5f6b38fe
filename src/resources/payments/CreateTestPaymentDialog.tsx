// The "Create test payment" dialog on react-admin's <Form> with the shared zod resolver: amount, currency, a
// documented test card, customer, capture or authorise only. The payment is created through useCreate
// (pessimistic) with the attempt's Idempotency-Key; it opens the new payment (declined ones too: their detail shows
// why). Server field errors land under their inputs.
import { useMemo, useState } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, useCreate, useNavigate, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { idempotencyKey } from '../../../domain/random-id';
import type { Payment } from '../../../domain/wire';
import { zodResolver } from '../../components/zodResolver';
import { ApiError } from '../../providers/httpCore';
import { useResourcePath } from '../../components/record/useResourcePath';
import { TestPaymentInputs } from './TestPaymentInputs';
import { SERVER_FIELD, TEST_PAYMENT_DEFAULTS, testPaymentFormSchema } from './testPaymentForm';
import { DialogButtons } from '../../components/DialogButtons';

export function CreateTestPaymentDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useResourcePath();
  const [create, { isPending }] = useCreate<Payment>();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(testPaymentFormSchema(new Date())), []);

  const submit = async (body: FieldValues) => {
    setFailure(null);
    try {
      const payment = await create('payments', { data: body, meta: { idempotencyKey: idempotencyKey() } }, { mutationMode: 'pessimistic', returnPromise: true });
      if (!payment) return undefined; // returnPromise resolves to the record; this only narrows the type
      onClose();
      navigate(pathOf('payments', 'show', payment.id));
      return undefined;
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(fields)) errors[SERVER_FIELD[field] ?? 'amount'] ??= message;
      if (Object.keys(errors).length === 0) setFailure(e instanceof Error ? e.message : translate('app.errors.requestFailed'));
      return errors;
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <Form resolver={resolver} defaultValues={TEST_PAYMENT_DEFAULTS} onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.payments.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.payments.create.intro')}
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TestPaymentInputs />
          </Stack>
        </DialogContent>
        <DialogButtons onCancel={onClose} busy={isPending} label={translate('app.payments.create.submit')} testId="test-payment-submit" />
      </Form>
    </Dialog>
  );
}
