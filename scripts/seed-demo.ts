import { loadConfig } from '#server/config.js';
import { openContext } from '#server/create-context.js';
import { AppError } from '#server/errors.js';
import { seedDemo, type DemoSeedResult } from '#server/demo/seed.js';
import { seedReport } from '#server/demo/seed-report.js';
import { progressPrinter } from '#server/nfl/import-progress.js';
import { startupAddresses, whatRunsOn } from '#server/startup-addresses.js';

// `npm run seed`: a demo commissioner, members and a league with a draft under way, in the
// configured database. Safe to repeat: an existing demo is only reported. `-- --reset` rebuilds it.
const HEADLINES: Record<DemoSeedResult['outcome'], string> = {
  created: 'Demo data created.',
  recreated: 'Demo league deleted and created again.',
  existing: 'Demo data already exists (npm run seed -- --reset rebuilds the demo league).',
};

const config = loadConfig();
const { ctx, connection, close } = await openContext(config);
try {
  const result = await seedDemo(ctx, {
    reset: process.argv.includes('--reset'),
    onImportStart: () => console.log(`Loading NFL data from ${config.nflDataDir}`),
    onImportProgress: progressPrinter(),
  });
  const onPort = await whatRunsOn(config.port);
  const addresses = startupAddresses(config.port, config.publicUrl);
  const report = seedReport({ headline: HEADLINES[result.outcome], databaseLocation: connection.location, result, port: config.port, publicUrl: config.publicUrl, addresses, onPort });
  console.log(report.join('\n'));
} catch (err) {
  // A refusal of the app's own rules (e.g. a demo username taken by another account) reads as its message.
  console.error(err instanceof AppError ? `Seed failed: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await close();
}
