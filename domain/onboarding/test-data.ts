// Valid onboarding data for tests (unit, API and end-to-end): a UK company whose every step passes its schema at
// NOW. Builders return fresh objects so a test can change one field without affecting another.
import type { BankDetailsInput } from './bank-details';
import type { BusinessDetailsInput, BusinessTypeInput, RegisteredAddressInput } from './business';
import type { DocumentRecord } from './documents';
import type { PersonInput } from './people';

/** The instant the sample data is valid at: 21 Nov 2026, 18:00 in Shanghai. */
export const SAMPLE_NOW = new Date('2026-11-21T10:00:00Z');

export const sampleBusinessType = (): BusinessTypeInput => ({ businessLocation: 'GB', businessType: 'company' });

export const sampleRegisteredAddress = (): RegisteredAddressInput => ({
  line1: '1 High Street', line2: null, city: 'London', state: null, postalCode: 'EC1A 1BB', country: 'GB',
});

export const sampleBusinessDetails = (): BusinessDetailsInput => ({
  legalName: 'Acme Trading Ltd',
  tradeName: 'Acme',
  settlementCurrency: 'GBP',
  registrationNumber: '12345678',
  industry: 'retail',
  website: 'https://acme.example.com',
  marketplaceLink: null,
  storeScreenshotId: null,
  productDescription: 'Handmade furniture sold online and shipped across Europe.',
});

export const samplePerson = (overrides: Partial<PersonInput> = {}): PersonInput => ({
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane.smith@acme.example.com',
  jobTitle: 'Director',
  dateOfBirth: '1985-04-12',
  address: { line1: '2 Park Lane', line2: 'Flat 3', city: 'London', state: null, postalCode: 'W1K 1AA', country: 'GB' },
  phone: '+44 20 7946 0958',
  ownershipPercent: 60,
  ...overrides,
});

export const sampleOwner = (): PersonInput =>
  samplePerson({ firstName: 'John', lastName: 'Brown', email: 'john.brown@acme.example.com', jobTitle: null, ownershipPercent: 40 });

export const sampleBankDetails = (): BankDetailsInput => ({
  accountNumber: '31926819',
  holderName: 'Acme Trading Ltd',
  bankName: 'NatWest',
  swift: 'NWBKGB2L',
  sortCode: '60-16-13',
  bankAddress: '250 Bishopsgate, London',
  routingNumber: null,
  iban: 'GB29 NWBK 6016 1331 9268 19',
});

export const sampleDocuments = (): DocumentRecord[] => [
  { kind: 'registration_certificate', uploadId: 'upl_certificate' },
  { kind: 'address_proof', uploadId: 'upl_proof', issuedOn: '2026-10-01' },
];

interface ParseResult { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

/** The first issue message per dotted path of a safeParse result ({} when it succeeded). */
export function issuesByPath(result: ParseResult): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.map(String).join('.')] ??= issue.message;
  return issues;
}
