// Disputes under a base (issue 16): reading (list, counts, detail, CSV export, packet PDF), answering (draft,
// submit, accept; the test network's open), and the evidence files.
import type { FastifyPluginAsync } from 'fastify';
import { disputeFileRoutes } from './files';
import { disputeReadRoutes } from './read';
import { disputeWriteRoutes } from './write';

export const disputeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(disputeReadRoutes);
  await app.register(disputeWriteRoutes);
  await app.register(disputeFileRoutes);
};
