import { createServer } from 'node:http';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openContext } from './create-context.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { ctx, connection, close } = await openContext(config);
  const app = createApp(ctx);
  const server = createServer(app);
  server.listen(config.port, () => {
    ctx.log.info(`Gavel listening on http://localhost:${config.port}`);
    ctx.log.info(`Data: ${connection.location} (${connection.dialect})`);
  });
  const shutdown = () => {
    server.close(() => void close().then(() => process.exit(0)));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
