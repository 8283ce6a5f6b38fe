import { describe, expect, it } from 'vitest';
import { refundAmount } from './refundAmount';

describe('refund amount', () => {
  it('full refunds everything still refundable', () => {
    expect(refundAmount('full', 'ignored', 'USD', 1250)).toEqual({ ok: true, amount: 1250 });
  });

  it('partial reads major units in the currency decimals', () => {
    expect(refundAmount('partial', '10.05', 'USD', 2500)).toEqual({ ok: true, amount: 1005 });
    expect(refundAmount('partial', '1,000', 'JPY', 5000)).toEqual({ ok: true, amount: 1000 });
    expect(refundAmount('partial', '0.125', 'KWD', 5000)).toEqual({ ok: true, amount: 125 });
  });

  it('refuses what the server would refuse, before asking it', () => {
    expect(refundAmount('partial', '25.01', 'USD', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountTooLarge' });
    expect(refundAmount('partial', '1.005', 'USD', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountDecimals' });
    expect(refundAmount('partial', '10.5', 'JPY', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountDecimals' });
    expect(refundAmount('partial', 'abc', 'USD', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountInvalid' });
    expect(refundAmount('partial', '0', 'USD', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountInvalid' });
    expect(refundAmount('partial', ' ', 'USD', 2500)).toEqual({ ok: false, error: 'app.refunds.create.amountRequired' });
    expect(refundAmount('full', '', 'USD', 0)).toEqual({ ok: false, error: 'app.refunds.create.nothingRefundable' });
  });
});
