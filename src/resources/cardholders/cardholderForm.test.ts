import { describe, expect, it } from 'vitest';
import { cardholderBody, cardholderFormDefaults, cardholderResolver } from './cardholderForm';

const filled = {
  ...cardholderFormDefaults(),
  name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 415 555 0100', line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US',
  limits: [{ interval: 'monthly', amount: '3,000.00', currency: 'USD' }],
};
const run = (values: Record<string, unknown>) => cardholderResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe('the cardholder form', () => {
  it('passes its own flat values on, which make the nested body with limits in minor units', async () => {
    const result = await run(filled);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(filled);
    expect(cardholderBody(result.values)).toMatchObject({ billing: { line1: '1 Market St', country: 'US' }, spendingControls: { spendingLimits: [{ interval: 'monthly', amount: 300_000, currency: 'USD' }] } });
  });

  it('puts each error under its flat input: the billing fields and a limit row', async () => {
    const result = await run({ ...filled, city: '', limits: [{ interval: 'daily', amount: 'abc', currency: 'USD' }] });
    expect(Object.keys(result.errors).sort()).toEqual(['city', 'limits.0.amount']);
  });
});
