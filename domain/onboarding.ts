// Business verification (KYC) onboarding rules, shared by the wizard's forms and the API: one schema per step,
// the bank, document and review rules, and the wizard's progress. The pieces live in domain/onboarding/.
export { COUNTRY_CODES, isCountryCode, normalizeCountryCode } from './onboarding/countries';
export { isValidPhone, isValidWebsite, normalizePhone } from './onboarding/fields';
export {
  BUSINESS_TYPES, HIGH_RISK_INDUSTRIES, INDUSTRIES, SETTLEMENT_CURRENCIES, makeBusinessDetailsSchema,
  makeBusinessTypeSchema, makeRegisteredAddressSchema, parseBlackCountries,
  type BusinessDetailsInput, type BusinessDetailsStep, type BusinessType, type BusinessTypeInput, type BusinessTypeStep,
  type Industry, type RegisteredAddressInput, type RegisteredAddressStep, type SettlementCurrency,
} from './onboarding/business';
export {
  ADULT_AGE, MAX_OWNERS, OWNER_THRESHOLD_PERCENT, SOLE_OWNER_PERCENT, dateOfBirthIssue, makeBusinessOwnersSchema,
  makeRepresentativeSchema, ownershipTotal,
  type BusinessOwnersInput, type BusinessOwnersStep, type OwnersRuleOptions, type PeopleRuleOptions, type Person,
  type PersonInput, type RepresentativeRuleOptions,
} from './onboarding/people';
export {
  comparableName, holderNameMatches, holderNamesFrom, makeBankDetailsSchema,
  type BankDetailsInput, type BankDetailsStep,
} from './onboarding/bank-details';
export {
  ADDRESS_PROOF_MAX_AGE_MONTHS, DOCUMENT_KINDS, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES,
  fileTypeFromName, isAddressProofRecent, isAllowedUpload, makeDocumentSchema, sniffFileType, uploadContentIssue,
  uploadIssue,
  type DocumentInput, type DocumentKind, type DocumentRecord, type UploadCandidate, type UploadFileType,
} from './onboarding/documents';
export {
  MANUAL_REVIEW_MARKER, REJECTED_ACCOUNT_SUFFIX, REVIEW_OUTCOMES, REVIEW_OUTCOME_MESSAGES, REVIEW_STATES,
  canSubmitForReview, decideReview, reviewStateFor,
  type ReviewOutcome, type ReviewState, type ReviewSubmission,
} from './onboarding/review';
export {
  CROSS_STEP_KEYS, ONBOARDING_SECTIONS, ONBOARDING_STEPS, OPTIONAL_SECTIONS, SINGLE_OWNER_TYPES, businessTypeOf,
  crossStepIssues, missingDocuments, nextIncompleteSection, sectionComplete, sectionNeeded, singleOwnerData, stepIssues,
  stepSchemaFor, wizardSections,
  type CrossStepIssue, type OnboardingContext, type OnboardingData, type OnboardingSection, type OnboardingStep,
} from './onboarding/progress';
