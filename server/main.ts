import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { startAuctionClock } from './auction/clock.js';
import { loadConfig } from './config.js';
import { openContext } from './create-context.js';
import { importNflData, nflDataMissing } from './nfl/import.js';
import { progressPrinter, summaryLine } from './nfl/import-progress.js';
import { attachRealtime } from './realtime/socket-server.js';
import { createAppServer } from './http/app-server.js';
import { answerClientErrorsAsJson } from './http/client-error.js';
import { addressLines, startupAddresses } from './startup-addresses.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, connection, close } = await openContext(config);
  if (await nflDataMissing(ctx.db)) {
    // First start of a new database: load the bundled players, stats and projections.
    ctx.log.info(`Loading NFL data from ${config.nflDataDir}`);
    ctx.log.info(summaryLine(await importNflData(ctx.db, config.nflDataDir, { onProgress: progressPrinter() })));
  }
  // After the first start's import: its bulk writes checkpoint as they go, on the connection.
  connection.checkpointInBackground?.((err) => ctx.log.warn({ err }, 'background checkpoints stopped; SQLite checkpoints on commit again'));
  const app = createApp(ctx);
  const server = createAppServer(app);
  answerClientErrorsAsJson(server);
  const realtime = await attachRealtime(server, ctx);
  // No host: every interface (IPv4 and IPv6), so phones and the TV on the LAN reach it too.
  const clock = startAuctionClock(ctx);
  server.listen(config.port, () => {
    ctx.log.info(`Data: ${connection.location} (${connection.dialect})`);
    // Printed plainly, like Vite, so the address to type on a phone stands out from the log lines.
    // The bound port, not the configured one: PORT=0 lets the system choose.
    console.log(startupBanner((server.address() as AddressInfo).port, config.publicUrl));
  });
  const shutdown = () => {
    // Closing Socket.IO also closes the HTTP server.
    void clock.stop().then(() => realtime.close()).then(close).then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function startupBanner(port: number, publicUrl: string | undefined): string {
  const addresses = startupAddresses(port, publicUrl);
  const lines = [
    '',
    '  Gavel is running.',
    ...addressLines(addresses, publicUrl),
    '',
    addresses.network.length > 0 && !publicUrl ? '  Open the Network address on phones and the TV (same Wi-Fi).\n' : '',
  ];
  return lines.join('\n');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
