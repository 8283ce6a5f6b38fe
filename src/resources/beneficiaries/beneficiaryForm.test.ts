import { describe, expect, it } from 'vitest';
import { destinationRulesFrom } from '../../../domain/payouts/rules';
import { beneficiaryFormDefaults, beneficiaryFormSchema } from './beneficiaryForm';

const rules = destinationRulesFrom([
  { paramCode: 'BLACK_COUNTRY', paramValue: 'IR', extValue: null },
  { paramCode: 'PAYOUT_COUNTRY', paramValue: null, extValue: { US: { currencies: ['USD'] }, IR: { currencies: ['USD'] } } },
]);

describe('the beneficiary form', () => {
  it('judges blank inputs as missing and a kept blacklisted country as refused, like the route', () => {
    const { schema, body } = beneficiaryFormSchema(rules);
    const blank = schema.safeParse(body(beneficiaryFormDefaults()));
    expect(blank.success).toBe(false);
    expect(Object.fromEntries(blank.error!.issues.map((i) => [i.path[0], i.message]))).toMatchObject({ name: 'please_input', country: 'please_select' });
    const blocked = schema.safeParse(body({ ...beneficiaryFormDefaults(), name: 'X', country: 'IR', currency: 'USD' }));
    expect(blocked.error!.issues[0]).toMatchObject({ path: ['country'], message: 'payout_country_blocked' });
    const ok = schema.safeParse(body({ ...beneficiaryFormDefaults(), name: 'X', country: 'US', currency: 'USD', holderName: 'X', bankName: 'B', accountNumber: '000123456789', routingNumber: '021000021', email: '  ' }));
    expect(ok.data).toMatchObject({ country: 'US', email: null, accountNumber: '000123456789' });
  });

  it('fills the form from a saved beneficiary, nulls as empty inputs', () => {
    expect(beneficiaryFormDefaults({ name: 'A', iban: null, methodType: 'other' })).toMatchObject({ name: 'A', iban: '', methodType: 'other', email: '' });
  });
});
