import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../components/zodResolver';
import { refundFormSchema } from './refundForm';

const payment = { id: 'pay_1', currency: 'USD', amountRefundable: 2500 };
const resolve = (values: Record<string, unknown>) => zodResolver(refundFormSchema(payment))(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('refund form schema', () => {
  it('resolves a full refund to everything refundable', async () => {
    expect((await resolve({ kind: 'full', amount: '', reason: 'duplicate' })).values).toEqual({ paymentId: 'pay_1', amount: 2500, reason: 'duplicate' });
  });

  it('reads a partial amount in minor units', async () => {
    expect((await resolve({ kind: 'partial', amount: '10.05', reason: 'fraudulent' })).values).toEqual({ paymentId: 'pay_1', amount: 1005, reason: 'fraudulent' });
  });

  it('reports the amount and the missing reason together, under their inputs, with the refund messages', async () => {
    const { errors } = await resolve({ kind: 'partial', amount: '25.01', reason: '' });
    expect(errors).toEqual({
      amount: { type: 'custom', message: 'app.refunds.create.amountTooLarge' },
      reason: { type: 'custom', message: 'app.refunds.create.reasonRequired' },
    });
  });
});
