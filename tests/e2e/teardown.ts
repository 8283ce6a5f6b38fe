// Removes the run's database directory (playwright.config.ts names it) once every test has finished.
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
