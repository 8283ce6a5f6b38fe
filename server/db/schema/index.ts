export * from './accounts';
export * from './auth';
export * from './platform';
export * from './payments';
export * from './ledger';
export * from './events';
export * from './idempotency';
export * from './onboarding';
