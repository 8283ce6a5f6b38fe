// Prints a one-time direct-login link (valid 10 minutes) for an active user: `npx tsx scripts/direct-link.ts <email>`.
// With the embedded PGlite database stop the server first: one data directory cannot be opened by two processes.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { findUserByEmail } from '../server/repositories/users';
import { normalizeEmail } from '../server/services/accounts';
import { createDirectLink } from '../server/services/auth/direct-login';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npx tsx scripts/direct-link.ts <email>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const user = await findUserByEmail(database.db, normalizeEmail(email));
  if (user?.status !== 'active') {
    console.error(`No active user with the email address ${email}.`);
    process.exitCode = 1;
  } else {
    const origin = config.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${config.PORT}`;
    const link = await createDirectLink(database.db, user.id, origin);
    console.log(`${link.url}\n(valid until ${link.expiresAt}, works once)`);
  }
} finally {
  await database.close();
}
