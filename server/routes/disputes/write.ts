// Answering a dispute: the evidence draft (react-admin's update), submit and accept; and, in test mode, the
// simulated card network opening a dispute on a payment now.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disputeDetailRecord, disputeEvidenceSchema, disputeRecord, disputeUpdateSchema, openDisputeSchema } from '../../../domain/disputes/records';
import { idempotencyHeaders, idempotentCall } from '../../http/idempotent-call';
import { idParams } from '../../http/list-resource';
import { signedIn } from '../../http/signed-in';
import { Forbidden } from '../../lib/errors';
import { envelope, errorSchema, ok } from '../../lib/reply';
import { acceptDispute, openDispute, saveEvidenceDraft, submitEvidence } from '../../services/disputes/moves';
import { disputeRecordOf } from '../../services/disputes/records';
import { disputeSimulation } from '../../services/disputes/schedule';
import { disputeDetail, security, tags } from './common';

export const disputeWriteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const simulation = disputeSimulation(app.jobs, app.config.DISPUTE_SIMULATION_DELAY_SECONDS);
  const respond = app.requireAction('disputes', 'edit');

  app.put(
    '/disputes/:id',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Save the evidence as a draft (any number of times before submitting)',
        params: idParams,
        body: disputeUpdateSchema,
        response: { 200: disputeDetailRecord, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => saveEvidenceDraft({ tx, scope: signedIn(request).scope, now: new Date() }, request.params.id, request.body.evidence));
      return disputeDetail(app, request, request.params.id);
    },
  );

  app.post(
    '/disputes/:id/submit',
    {
      onRequest: respond,
      schema: {
        tags,
        security,
        summary: 'Submit the evidence (the draft, or the evidence sent along): once, before the deadline, not empty',
        params: idParams,
        body: z.object({ evidence: disputeEvidenceSchema.optional() }).optional(),
        response: { 200: envelope(disputeRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const scope = signedIn(request).scope;
      const submitted = await app.db.transaction((tx) =>
        submitEvidence({ tx, scope, now: new Date() }, request.params.id, request.body?.evidence, (d) => simulation.scheduleOutcome(tx, d)));
      return ok(disputeRecordOf(submitted));
    },
  );

  app.post(
    '/disputes/:id/accept',
    {
      onRequest: respond,
      schema: { tags, security, summary: 'Accept the dispute: it closes as lost', params: idParams, response: { 200: envelope(disputeRecord), 404: errorSchema, 409: errorSchema } },
    },
    async (request) => {
      const accepted = await app.db.transaction((tx) => acceptDispute({ tx, scope: signedIn(request).scope, now: new Date() }, request.params.id));
      return ok(disputeRecordOf(accepted));
    },
  );

  app.post(
    '/payments/:id/dispute',
    {
      onRequest: app.requireAction('payments', 'dispute'),
      schema: {
        tags,
        security,
        summary: 'Test mode: the simulated card network opens a dispute on a captured payment now, with the chosen reason',
        params: idParams,
        headers: idempotencyHeaders,
        body: openDisputeSchema,
        response: { 201: disputeRecord, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const scope = signedIn(request).scope;
      if (scope.livemode) throw Forbidden('dispute_test_mode_only');
      return idempotentCall(app, request, reply, { statusCode: 201, schema: disputeRecord }, async (tx) =>
        disputeRecordOf(await openDispute({ tx, scope, now: new Date() }, request.params.id, request.body)),
      );
    },
  );
};
