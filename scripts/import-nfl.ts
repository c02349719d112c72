import { loadConfig } from '#server/config.js';
import { connect } from '#server/db/connect.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { importNflData } from '#server/nfl/import.js';
import { progressPrinter, summaryLine } from '#server/nfl/import-progress.js';

// `npm run import`: (re)load the bundled NFL data and projections into the configured database.
// Safe to repeat: players are updated in place, everything else is replaced file by file.
const config = loadConfig();
const { db, location, close } = connect(config.databaseUrl);
try {
  await migrateToLatest(db);
  console.log(`Importing ${config.nflDataDir} into ${location}`);
  const summary = await importNflData(db, config.nflDataDir, { onProgress: progressPrinter() });
  console.log(summaryLine(summary));
} finally {
  await close();
}
