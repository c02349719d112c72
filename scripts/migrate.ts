import { loadConfig } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateDownAll, migrateToLatest } from '#server/db/migrate.js';

// `npm run migrate` applies every pending migration; `npm run migrate -- down` reverts all.
const config = loadConfig();
const { db, location, close } = connect(config.databaseUrl);
const lines = process.argv.includes('down') ? await migrateDownAll(db) : await migrateToLatest(db);
console.log(lines.length ? lines.join('\n') : 'Database is up to date.');
console.log(`Database: ${location}`);
await close();
