import express, { type Express } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { securityHeaders } from './http/security-headers.js';
import { serveClient } from './http/static-client.js';
import { requireJsonObjectBody } from './http/validate.js';
import { apiRouter } from './routes/index.js';

/** The Express app for a context. Tests drive it with supertest; main.ts adds a port and Socket.IO. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-For/-Proto to believe: req.ip (rate limits) and req.secure (HSTS) follow it.
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('etag', false);
  app.use(securityHeaders());
  app.use(pinoHttp({ logger: ctx.log, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  // JSON answers compressed on the fly (the 1,000-row player list is ~850 KB); the client's
  // files are compressed at build time instead (static-client.ts).
  app.use('/api', compression({ threshold: 1024 }));
  // Every answer carries the server's clock (ms) so clients can check their offset (issue 14).
  app.use('/api', (_req, res, next) => {
    res.setHeader('Server-Now', String(Date.now()));
    next();
  });
  app.use('/api', express.json({ limit: '100kb' }), requireJsonObjectBody);
  app.use('/api', apiRouter(ctx));
  app.use('/api', apiNotFound);
  serveClient(app, ctx.config.clientDistDir);
  app.use(errorHandler);
  return app;
}
