// The product as `npm start` runs it, for the web bench: the SPA built into its own directory, the bundled server
// on a fresh embedded database (the demo world is seeded on first start), captcha off so a script can sign in.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { bundleServer, SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-bundle';

export function buildSpa(outDir: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return (performance.now() - started) / 1000;
}

export async function startProduct(spaDir: string, dataDir: string, port: number): Promise<ChildProcess> {
  await bundleServer();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SPA_DIR: spaDir,
    CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in 240 s')), 240_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${String(code)}`)));
  });
  return child;
}
