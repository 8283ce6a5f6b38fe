// Invoices under a base: reading (list, counts, detail, CSV export, PDF), changes and state transitions, and
// attachments.
import type { FastifyPluginAsync } from 'fastify';
import { invoiceAttachmentRoutes } from './attachments';
import { invoiceReadRoutes } from './read';
import { invoiceWriteRoutes } from './write';

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(invoiceReadRoutes);
  await app.register(invoiceWriteRoutes);
  await app.register(invoiceAttachmentRoutes);
};
