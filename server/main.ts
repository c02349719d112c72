import { createServer } from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openContext } from './create-context.js';
import { importNflData, nflDataMissing } from './nfl/import.js';
import { progressPrinter, summaryLine } from './nfl/import-progress.js';
import { attachRealtime } from './realtime/socket-server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, connection, close } = await openContext(config);
  if (await nflDataMissing(ctx.db)) {
    // First start of a new database: load the bundled players, stats and projections.
    ctx.log.info(`Loading NFL data from ${config.nflDataDir}`);
    ctx.log.info(summaryLine(await importNflData(ctx.db, config.nflDataDir, { onProgress: progressPrinter() })));
  }
  const app = createApp(ctx);
  const server = createServer(app);
  const realtime = await attachRealtime(server, ctx);
  server.listen(config.port, () => {
    ctx.log.info(`Gavel listening on http://localhost:${config.port}`);
    ctx.log.info(`Data: ${connection.location} (${connection.dialect})`);
  });
  const shutdown = () => {
    // Closing Socket.IO also closes the HTTP server.
    void realtime.close().then(close).then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
