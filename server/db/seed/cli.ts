// `npm run seed`: migrates and seeds the configured database (the demo world when it is empty).
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { isEmpty, seedDemo } from './index';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, { email: config.DEMO_EMAIL, password: config.DEMO_PASSWORD });
    console.log(`Seeded the demo world. Sign in as ${config.DEMO_EMAIL} / ${config.DEMO_PASSWORD}`);
  } else {
    console.log('The database already has users; the demo world was not seeded again.');
  }
} finally {
  await database.close();
}
