import { get as httpGet } from 'node:http';
import { networkInterfaces } from 'node:os';
import { networkUrls } from './http/link-origin.js';

/**
 * The addresses `npm start` prints and `npm run seed` repeats (docs/DECISIONS.md, "First
 * minutes"), from the machine's interfaces as they are now: one place, so both say the same.
 */
export interface StartupAddresses {
  local: string;
  /** One per LAN IPv4 address: what phones and the TV open. */
  network: string[];
  /** The origin other devices use: PUBLIC_URL, else the first Network address, else Local. */
  forOtherDevices: string;
}

export function startupAddresses(port: number, publicUrl: string | undefined): StartupAddresses {
  const local = `http://localhost:${port}`;
  const network = networkUrls(networkInterfaces(), port);
  return { local, network, forOtherDevices: publicUrl ?? network[0] ?? local };
}

/** The `Local:` / `Network:` / `Public:` lines, indented as the banner prints them. */
export function addressLines({ local, network }: StartupAddresses, publicUrl: string | undefined): string[] {
  return [
    `  Local:   ${local}`,
    ...(network.length > 0 ? network.map((url) => `  Network: ${url}`) : ['  Network: none found (connect this machine to the party Wi-Fi, then restart)']),
    ...(publicUrl ? [`  Public:  ${publicUrl} (PUBLIC_URL: used in links and QR codes)`] : []),
  ];
}

/** What answers on `port` on this machine: Gavel (its health check), another program, or nothing. */
export function whatRunsOn(port: number, timeoutMs = 1500): Promise<'gavel' | 'other' | 'nothing'> {
  return new Promise((resolve) => {
    // A connection of its own (no keep-alive pool): a pooled socket to a server since stopped would fail as "other".
    const req = httpGet({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(res.statusCode === 200 && isHealthy(body) ? 'gavel' : 'other'));
      res.on('error', () => resolve('other'));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    // Refused: nothing listens. Any other failure (a timeout, a reply that is not HTTP): something does.
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED' ? 'nothing' : 'other'));
  });
}

function isHealthy(body: string): boolean {
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}
