// Home (/, permission eduoverview; spec sections 2 and 6): the landing of members whose own codes include
// eduoverview. What it shows is decided here, so the page and the server's /home route read the same rules: the
// account's state (verification and mode), the next steps with where each is done, which figures the member may
// see, and the shortcuts to the pages the member may open.
import { z } from 'zod';
import { canPerform, type MemberRole } from './action-permissions';
import { AWAITING_RESPONSE, type DisputeStatus } from './disputes/status';
import { balanceRecord, paymentRecord } from './payment-records';
import { overviewRecord } from './stats-records';

export const KYC_STATES = ['inactive', 'needs_review', 'needs_update', 'approved'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** Where the account stands: verification to start or fix, verification in review, or verified (live payments). */
export type HomeAccountState = 'verify' | 'fix' | 'review' | 'verified';

export function homeAccountState(kycStatus: string): HomeAccountState {
  if (kycStatus === 'approved') return 'verified';
  if (kycStatus === 'needs_review') return 'review';
  if (kycStatus === 'needs_update') return 'fix';
  return 'verify';
}

export const HOME_STEPS = ['verify', 'apiKey', 'paymentLink', 'team'] as const;
export type HomeStep = (typeof HOME_STEPS)[number];

/** What the next steps are computed from: the account's state and what it already has in this mode. */
export interface HomeFacts {
  kycStatus: string;
  /** Secret keys of this mode (the standard ones a server calls with). */
  secretKeys: number;
  paymentLinks: number;
  /** Members of the account, the signed-in one included. */
  teamMembers: number;
}

/** The page (route name of domain/routes.ts) where each step is done. */
export const HOME_STEP_ROUTES: Readonly<Record<HomeStep, string>> = {
  verify: 'onboard',
  apiKey: 'developer',
  paymentLink: 'newPaymentLink',
  team: 'teams',
};

/** What doing each step asks of the member (domain/action-permissions.ts), beside opening its page. */
export const HOME_STEP_ACTIONS: Readonly<Record<HomeStep, readonly [resource: string, action: string]>> = {
  verify: ['onboarding', 'edit'],
  apiKey: ['api-keys', 'create'],
  paymentLink: ['payment-links', 'create'],
  team: ['team-members', 'create'],
};

/** Whether the member may do a step: open its page (`canOpen`, by route name) and perform its action. */
export function canDoHomeStep(step: HomeStep, member: { permissions: readonly string[]; role: MemberRole }, canOpen: (routeName: string) => boolean): boolean {
  const [resource, action] = HOME_STEP_ACTIONS[step];
  return canOpen(HOME_STEP_ROUTES[step]) && canPerform(member, resource, action);
}

export interface HomeStepState {
  step: HomeStep;
  done: boolean;
  /** Verification in review: nothing to do but wait (the step is neither done nor actionable). */
  waiting?: boolean;
}

/**
 * The steps in the order a merchant takes them, each done or not: verification (done once approved; waiting while in
 * review), a secret key in this mode, a first payment link, a second member. `canDo` says whether the member may
 * do a step (canDoHomeStep): a step they could not act on is left out rather than shown as a dead link.
 */
export function homeNextSteps(facts: HomeFacts, canDo: (step: HomeStep) => boolean): HomeStepState[] {
  const state = homeAccountState(facts.kycStatus);
  const all: HomeStepState[] = [
    { step: 'verify', done: state === 'verified', ...(state === 'review' && { waiting: true }) },
    { step: 'apiKey', done: facts.secretKeys > 0 },
    { step: 'paymentLink', done: facts.paymentLinks > 0 },
    { step: 'team', done: facts.teamMembers > 1 },
  ];
  return all.filter((s) => s.done || s.waiting || canDo(s.step));
}

/** The first step still to do (the one the page puts forward), or null when all are done or waiting. */
export function nextHomeStep(steps: readonly HomeStepState[]): HomeStep | null {
  return steps.find((s) => !s.done && !s.waiting)?.step ?? null;
}

/** The figures and lists of Home, each shown only to a member the action table lets read it. */
export const HOME_SECTIONS = ['today', 'balance', 'disputes', 'recent', 'steps'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

const SECTION_ACTIONS = {
  today: ['overview', 'stats'],
  balance: ['overview', 'balance'],
  disputes: ['disputes', 'list'],
  recent: ['payments', 'list'],
} as const;

/**
 * Which sections the /home answer fills for this member: a figure is given only to whom its own page's call would
 * give it (never more than the member could read elsewhere). The steps' facts (counts, never records) are for all.
 */
export function homeSections(member: { permissions: readonly string[]; role: MemberRole }): Record<HomeSection, boolean> {
  const can = (s: keyof typeof SECTION_ACTIONS) => canPerform(member, SECTION_ACTIONS[s][0], SECTION_ACTIONS[s][1]);
  return { today: can('today'), balance: can('balance'), disputes: can('disputes'), recent: can('recent'), steps: true };
}

/** The most used pages, in the order Home offers them; the page keeps those the member may open (the menu's rule). */
export const HOME_SHORTCUTS = [
  'payments', 'refunds', 'disputes', 'balance', 'invoices', 'paymentLinks', 'customers', 'mjkPayouts', 'reports', 'developer', 'settings',
] as const;

/** The shortcuts the member may open, at most `max` of them. */
export function homeShortcuts(canOpen: (routeName: string) => boolean, max = 8): string[] {
  return HOME_SHORTCUTS.filter((name) => canOpen(name)).slice(0, max);
}

/** The greeting of the hour in the account's zone: morning before 12, afternoon before 18, evening after. */
export function greetingOf(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/** Disputes still open: awaiting the merchant's answer or under review (the ones Home counts). */
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = [...AWAITING_RESPONSE, 'under_review'];

/**
 * GET /home: the figures of today (in the account's zone) and the facts of the next steps, in the request's mode. A
 * section the member may not read (homeSections) is null, never an empty figure.
 */
export const homeRecord = z.object({
  accountName: z.string(),
  kycStatus: z.string(),
  livemode: z.boolean(),
  facts: z.object({ secretKeys: z.number().int(), paymentLinks: z.number().int(), teamMembers: z.number().int() }),
  today: overviewRecord.nullable(),
  balance: z.array(balanceRecord).nullable(),
  openDisputes: z.number().int().nullable(),
  recent: z.array(paymentRecord).nullable(),
});
export type HomeRecord = z.infer<typeof homeRecord>;

/** How many recent payments Home lists. */
export const HOME_RECENT = 5;
