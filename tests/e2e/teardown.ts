// Removes the run's database directory (tests/e2e/server.ts names it) once every test has finished, unless npm test
// started the server (it stops the server first, then removes the directory).
import { rmSync } from 'node:fs';
import { e2eServerStartedOutside } from './server';

export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && !e2eServerStartedOutside()) rmSync(dir, { recursive: true, force: true });
}
