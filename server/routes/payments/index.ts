// Payments under a base: reading (with the CSV export) and money-moving calls.
import type { FastifyPluginAsync } from 'fastify';
import { paymentActionRoutes } from './actions';
import { paymentReadRoutes } from './list';

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(paymentReadRoutes);
  await app.register(paymentActionRoutes);
};
