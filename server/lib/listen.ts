// Where the server listens. Without HOST it is this machine only, 127.0.0.1 and ::1 (the README publishes the demo
// world's password: a default start must not let the network sign in as the demo owner); HOST=0.0.0.0 (or any
// address) listens where it is told. The second loopback address is served by a plain Node server on the app's own
// handler (app.routing, the same one inject uses), so every hook and route applies there too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The addresses a start listens on: HOST when set, else both loopback addresses. */
export function listenAddresses(config: Pick<Config, 'HOST'>): string[] {
  return config.HOST ? [config.HOST] : ['127.0.0.1', '::1'];
}

export interface Listening {
  /** `address:port` of each socket listened on (IPv6 in brackets). */
  addresses: string[];
  port: number;
  /** Closes the extra sockets (the app's own closes with app.close()). */
  close(): Promise<void>;
}

const format = (a: AddressInfo) => (a.family === 'IPv6' ? `[${a.address}]:${a.port}` : `${a.address}:${a.port}`);

export async function listen(app: FastifyInstance, config: Pick<Config, 'HOST' | 'PORT' | 'REQUEST_TIMEOUT_MS'>): Promise<Listening> {
  const [first, ...others] = listenAddresses(config);
  await app.listen({ port: config.PORT, host: first });
  const main = app.server.address() as AddressInfo;
  const extra: http.Server[] = [];
  for (const host of others) {
    const server = http.createServer({ requestTimeout: config.REQUEST_TIMEOUT_MS }, app.routing);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(main.port, host, () => resolve());
      });
      extra.push(server);
    } catch (err) {
      // A machine without IPv6 loopback still serves 127.0.0.1.
      app.log.warn({ err, host }, 'not listening on this address');
    }
  }
  return {
    addresses: [main, ...extra.map((s) => s.address() as AddressInfo)].map(format),
    port: main.port,
    close: async () => {
      await Promise.all(extra.map((s) => new Promise<void>((resolve) => {
        s.closeAllConnections();
        s.close(() => resolve());
      })));
    },
  };
}
