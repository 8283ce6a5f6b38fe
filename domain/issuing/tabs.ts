// The tabs of /issuing/{tabActiveName} (spec section 2), in their order, and the resource whose list each needs.
export const ISSUING_TABS = ['overview', 'cards', 'cardholders', 'authorizations', 'transactions'] as const;
export type IssuingTab = (typeof ISSUING_TABS)[number];

export const isIssuingTab = (value: string | undefined): value is IssuingTab => (ISSUING_TABS as readonly string[]).includes(value ?? '');

/** The issuing resources, each behind the local 'issuing' code and the account's issuing flag (server and SPA). */
export const ISSUING_RESOURCES = ['issuing-balance', 'cardholders', 'cards', 'issuing-authorizations', 'issuing-transactions'] as const;
export type IssuingResource = (typeof ISSUING_RESOURCES)[number];
export const isIssuingResource = (resource: string): boolean => (ISSUING_RESOURCES as readonly string[]).includes(resource);

/** The live address of a tab. */
export const issuingTabPath = (tab: IssuingTab): string => `/issuing/${tab}`;
