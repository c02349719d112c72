import express, { type Express } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { requireJsonObjectBody } from './http/validate.js';
import { apiRouter } from './routes/index.js';

/** The Express app for a context. Tests drive it with supertest; main.ts adds a port and Socket.IO. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Player headshots come from the NFL's image CDN.
          'img-src': ["'self'", 'data:', 'https://static.www.nfl.com'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
        },
      },
    }),
  );
  app.use(pinoHttp({ logger: ctx.log, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  app.use('/api', express.json({ limit: '100kb' }), requireJsonObjectBody);
  app.use('/api', apiRouter(ctx));
  app.use('/api', apiNotFound);
  serveClient(app, ctx.config.clientDistDir);
  app.use(errorHandler);
  return app;
}

/** Static client with SPA fallback: any non-API GET that is not a file gets index.html. */
function serveClient(app: Express, distDir: string): void {
  const indexHtml = path.join(distDir, 'index.html');
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/api\/|\/socket\.io\/).*/, (_req, res, next) => {
    if (!existsSync(indexHtml)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
