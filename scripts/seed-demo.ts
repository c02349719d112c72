import { loadConfig } from '../server/config.js';
import { openContext } from '../server/create-context.js';
import { AppError } from '../server/errors.js';
import { demoUrls, seedDemo, type DemoSeedResult } from '../server/demo/seed.js';
import { progressPrinter } from '../server/nfl/import-progress.js';

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
  const urls = demoUrls(result, `http://localhost:${config.port}`);
  console.log(HEADLINES[result.outcome]);
  console.log(`Database: ${connection.location}`);
  console.log('\nLogins (commissioner first):');
  for (const login of result.logins) console.log(`  ${login.email.padEnd(20)} ${login.password}   (${login.username})`);
  console.log('\nStart the app with `npm start`, then open:');
  console.log(`  League      ${urls.league}`);
  console.log(`  Draft room  ${urls.draftRun ?? '(the demo league has no draft)'}`);
  console.log(`  TV board    ${urls.publicBoard ?? '(public link is switched off)'}`);
} catch (err) {
  // A refusal of the app's own rules (e.g. a demo username taken by another account) reads as its message.
  console.error(err instanceof AppError ? `Seed failed: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await close();
}
