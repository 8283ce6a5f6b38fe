// The routes served under each API base (/api live, /test/api test); each area is its own encapsulated plugin.
import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-keys';
import { balanceRoutes } from './balance';
import { customerRoutes } from './customers';
import { disbursementRoutes } from './disbursements';
import { disputeRoutes } from './disputes';
import { invoiceRoutes } from './invoices';
import { monitorRoutes } from './monitor';
import { paymentLinkRoutes } from './payment-links';
import { paymentRoutes } from './payments';
import { paymentMethodRoutes } from './settings-payments';
import { refundRoutes } from './refunds';
import { reportRoutes } from './reports';
import { settlementRoutes } from './settlements';
import { statsRoutes } from './stats';
import { systemRoutes } from './system';
import { userRoutes } from './users';
import { webhookEndpointRoutes } from './webhook-endpoints';

export const baseRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(systemRoutes);
  await app.register(monitorRoutes);
  await app.register(apiKeyRoutes);
  await app.register(paymentRoutes);
  await app.register(refundRoutes);
  await app.register(disputeRoutes);
  await app.register(customerRoutes);
  await app.register(disbursementRoutes);
  await app.register(balanceRoutes);
  await app.register(settlementRoutes);
  await app.register(reportRoutes);
  await app.register(statsRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentLinkRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(webhookEndpointRoutes);
};
