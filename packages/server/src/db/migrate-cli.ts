import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { openDatabase } from './database.ts';

// `npm run db:migrate`: opening the database applies every pending migration.
const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await database.close();
console.log(`Migrations applied to ${config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'db')}.`);
