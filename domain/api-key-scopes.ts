// Restricted secret keys (issue 17): for each resource of the merchant API, none, read or write. Reading is the
// list, show and export actions of domain/action-permissions.ts; everything else a resource does is writing. A
// standard secret key has write on every resource; a publishable key calls nothing of the merchant API.
import { z } from 'zod';

export const KEY_RESOURCES = ['payments', 'refunds', 'customers', 'invoices', 'payment-links', 'disputes', 'webhook-endpoints', 'balance', 'topups', 'transfers', 'settlements', 'reports', 'payouts', 'beneficiaries', 'smart-account', 'cardholders', 'cards', 'issuing-balance', 'issuing-authorizations', 'issuing-transactions', 'coupons', 'plans', 'subscriptions', 'membership', 'service-requests'] as const;
export type KeyResource = (typeof KEY_RESOURCES)[number];
export const KEY_LEVELS = ['none', 'read', 'write'] as const;
export type KeyLevel = (typeof KEY_LEVELS)[number];
export type KeyScopes = Partial<Record<KeyResource, KeyLevel>>;

/** Resources of the action table whose scope is another's: a key's balance scope covers the balance's entries. */
const SCOPE_OF: Readonly<Record<string, KeyResource>> = {
  'balance-entries': 'balance',
  // The smart account's statement, transfers out and incoming transfers: one scope, the smart account's.
  'smart-account-entries': 'smart-account',
  'smart-account-transfers': 'smart-account',
  'smart-account-incoming': 'smart-account',
  // Membership (test mode only): its tiers and members, one scope.
  'member-tiers': 'membership',
  members: 'membership',
};

/** The key scope an action table resource falls under, if it is part of the merchant API. */
export const keyResourceOf = (resource: string): KeyResource | undefined =>
  (KEY_RESOURCES as readonly string[]).includes(resource) ? (resource as KeyResource) : SCOPE_OF[resource];

export const isKeyResource = (resource: string): boolean => keyResourceOf(resource) !== undefined;

// Reconciling (a batch's diff, a statement compared) and downloading a report change nothing: reading. Sending a
// payout, canceling one and adding or changing a beneficiary are writing (payouts and beneficiaries, issue 29).
// Simulating a coupon on a plan changes nothing (read); a subscription's actions and its test clock are writing.
const READ_ACTIONS = new Set(['list', 'show', 'export', 'pdf', 'evidence', 'reconcile', 'download']);

/** What an action needs of a key: read or write. */
export const levelNeeded = (action: string): Exclude<KeyLevel, 'none'> => (READ_ACTIONS.has(action) ? 'read' : 'write');

/**
 * Whether a secret key may perform an action: null scopes mean a standard key (everything of the merchant API);
 * resources outside the merchant API (team, onboarding, contract, operations) are never open to keys.
 */
export function keyAllows(scopes: KeyScopes | null, resource: string, action: string): boolean {
  const scope = keyResourceOf(resource);
  if (!scope) return false;
  if (scopes === null) return true;
  const level = scopes[scope] ?? 'none';
  return level === 'write' || (level === 'read' && levelNeeded(action) === 'read');
}

export const keyScopesSchema = z
  .strictObject(Object.fromEntries(KEY_RESOURCES.map((r) => [r, z.enum(KEY_LEVELS).optional()])) as Record<KeyResource, z.ZodOptional<z.ZodEnum<{ none: 'none'; read: 'read'; write: 'write' }>>>)
  .refine((s) => Object.values(s).some((l) => l !== undefined && l !== 'none'), { message: 'api_key_scope_required' });
