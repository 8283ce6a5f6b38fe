// Home (/, issue 32): one call for the landing of members given eduoverview. It composes what the other pages' calls
// already compute (today's stats, the balance, the open disputes, the latest payments, the counts behind the next
// steps) through their services and repositories, in the request's mode; each figure only for a member whose codes
// read it on its own page (domain/home.ts homeSections).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_RECENT, OPEN_DISPUTE_STATUSES, homeRecord, homeSections } from '../../../domain/home';
import { isSupportedTimeZone } from '../../../domain/settings/zone';
import { signedIn } from '../../http/signed-in';
import { envelope, ok } from '../../lib/reply';
import { accountKycStatus, accountName } from '../../repositories/accounts';
import { countSecretKeys } from '../../repositories/api-keys';
import { countDisputes } from '../../repositories/disputes';
import { countPaymentLinks } from '../../repositories/payment-links';
import { listPayments } from '../../repositories/payments';
import { listTeamMembers } from '../../repositories/team';
import { balances } from '../../services/ledger';
import { paymentRecordOf } from '../../services/payments/records';
import { overviewStats } from '../../services/stats';
import { overviewOf } from '../stats/records';

export const homeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/home',
    {
      onRequest: app.requireAction('home', 'show'),
      schema: {
        tags: ['home'], security: [{ bearer: [] }], response: { 200: envelope(homeRecord) },
        summary: "Home: today's figures in the reader's chosen zone, else the account's, the balance, open disputes, the latest payments and the next steps' facts",
      },
    },
    async (request) => {
      const auth = signedIn(request);
      const { db } = app;
      const { scope } = auth;
      const now = new Date();
      const show = homeSections(auth);
      const [name, kycStatus, secretKeys, paymentLinks, members, today, balance, openDisputes, recent] = await Promise.all([
        accountName(db, scope.accountId),
        accountKycStatus(db, scope.accountId),
        countSecretKeys(db, scope),
        countPaymentLinks(db, scope, {}),
        listTeamMembers(db, scope.accountId),
        show.today ? overviewStats(db, scope, 'today', isSupportedTimeZone(auth.timezone) ? auth.timezone : undefined, now) : null,
        show.balance ? balances(db, scope, now) : null,
        show.disputes ? countDisputes(db, scope, { status: [...OPEN_DISPUTE_STATUSES] }, now) : null,
        show.recent
          ? listPayments(db, scope, { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: HOME_RECENT })
          : null,
      ]);
      return ok({
        accountName: name ?? '',
        kycStatus: kycStatus ?? 'inactive',
        livemode: scope.livemode,
        facts: { secretKeys, paymentLinks, teamMembers: members.length },
        today: today && overviewOf(today),
        balance,
        openDisputes,
        recent: recent && recent.rows.map((r) => paymentRecordOf(r)),
      });
    },
  );
};
