// Invoices under a base: reading (list, counts, detail, PDF), changes and state transitions, attachments, and the
// CSV export.
import type { FastifyPluginAsync } from 'fastify';
import { registerExport } from '../../http/export-route';
import { invoiceAttachmentRoutes } from './attachments';
import { invoiceExport } from './export';
import { invoiceReadRoutes } from './read';
import { invoiceWriteRoutes } from './write';

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  registerExport(app, invoiceExport);
  await app.register(invoiceReadRoutes);
  await app.register(invoiceWriteRoutes);
  await app.register(invoiceAttachmentRoutes);
};
