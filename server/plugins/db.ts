// Makes the database handle and the configuration available to every route as app.db and app.config.
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export default fp<{ db: Db; config: Config }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
