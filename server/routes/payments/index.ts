// Payments under a base: reading, money-moving calls and the CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { registerExport } from '../../http/export-route';
import { paymentActionRoutes } from './actions';
import { paymentExport } from './export';
import { paymentReadRoutes } from './list';

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  registerExport(app, paymentExport);
  await app.register(paymentReadRoutes);
  await app.register(paymentActionRoutes);
};
