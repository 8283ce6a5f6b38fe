// Business verification (KYC) onboarding, live base only (/api/onboarding): onboarding belongs to the account, not
// to a mode. The account's owners and admins read, change and submit it (the onboarding row of
// domain/action-permissions.ts), whatever their codes. No code of spec section 6 covers KYC: 'settingsBusiness' is the
// code of the Business settings page (/settings-business in domain/routes.ts), not of these routes.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONBOARDING_STEPS } from '../../../domain/onboarding';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { clearBankStep, readApplication, saveDraft, saveStep } from '../../services/onboarding/steps';
import { confirmReview, submitForReview } from '../../services/onboarding/submit';
import { listTeam } from '../../services/onboarding/team';
import { documentRoutes } from './documents';
import { applicationSchema, draftBodySchema, teamMemberSchema } from '../../../domain/onboarding/application';
import { signedIn } from '../../http/signed-in';

export const onboardingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // KYC data is the owners' business (spec section 6 has no code for it): domain/action-permissions.ts.
  const show = app.requireAction('onboarding', 'show');
  const edit = app.requireAction('onboarding', 'edit');
  const submit = app.requireAction('onboarding', 'submit');
  const reply200 = { 200: envelope(applicationSchema), 400: errorSchema, 409: errorSchema };
  const common = { tags: ['onboarding'], security: [{ bearer: [] }], response: reply200 };
  const stepParams = z.object({ step: z.enum(ONBOARDING_STEPS) });

  app.get(
    '/',
    { onRequest: show, schema: { ...common, summary: 'The account’s business verification (created empty on first call)' } },
    async (request) => ok(await readApplication(app.db, signedIn(request).accountId)),
  );

  app.put(
    '/steps/:step',
    {
      onRequest: edit,
      schema: {
        ...common,
        summary: 'Save one wizard step; validated with the step’s schema against the other saved steps',
        params: stepParams,
        // Validated by the step's domain schema in the service, so each field gets its own message.
        body: z.unknown(),
      },
    },
    async (request) => ok(await saveStep(app.db, signedIn(request).accountId, request.params.step, request.body)),
  );

  app.delete(
    '/steps/bank',
    { onRequest: edit, schema: { ...common, summary: 'Skip the optional bank step (removes saved bank details)' } },
    async (request) => ok(await clearBankStep(app.db, signedIn(request).accountId)),
  );

  app.patch(
    '/draft/:step',
    {
      onRequest: edit,
      schema: {
        ...common,
        summary: 'Autosave a half-filled step without validation (never counted complete)',
        params: stepParams,
        body: draftBodySchema,
      },
    },
    async (request) => ok(await saveDraft(app.db, signedIn(request).accountId, request.params.step, request.body)),
  );

  app.post(
    '/review',
    { onRequest: submit, schema: { ...common, summary: 'Confirm the review page: every form step complete and consistent' } },
    async (request) => ok(await confirmReview(app.db, signedIn(request).accountId)),
  );

  app.post(
    '/submit',
    { onRequest: submit, schema: { ...common, summary: 'Submit for the automatic review (decided in the background)' } },
    async (request) => ok(await submitForReview(app.db, app.jobs, signedIn(request).accountId, signedIn(request).userId)),
  );

  app.get(
    '/team',
    {
      onRequest: app.requireAction('team', 'list'),
      schema: {
        tags: ['onboarding'],
        summary: 'The account’s members (nickname, email, role) for /ob-teams; read-only, any member',
        security: [{ bearer: [] }],
        response: {
          200: envelope(z.array(teamMemberSchema)),
        },
      },
    },
    async (request) => ok(await listTeam(app.db, signedIn(request).accountId)),
  );

  await app.register(documentRoutes);
};
