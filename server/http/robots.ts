import type { Express, RequestHandler } from 'express';

/**
 * Crawlers stay off the API and the public boards (docs/DECISIONS.md, "Crawlers"): a board link
 * is a secret shared at a party, and a crawler that found one (a link pasted in a public chat)
 * must neither follow it nor list it. robots.txt asks well-behaved crawlers not to fetch; the
 * header asks any that fetched anyway not to index.
 */
export const ROBOTS_TXT = ['User-agent: *', 'Disallow: /api/', 'Disallow: /public/', ''].join('\n');
export const NO_INDEX: readonly [string, string] = ['X-Robots-Tag', 'noindex'];

const noIndex: RequestHandler = (_req, res, next) => {
  res.setHeader(...NO_INDEX);
  next();
};

/** /robots.txt, and `X-Robots-Tag: noindex` on the public board's page and API (the fast path adds its own: routes/public-board.ts). */
export function keepCrawlersOut(app: Express): void {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('text/plain').send(ROBOTS_TXT);
  });
  app.use(['/public', '/api/public'], noIndex);
}
