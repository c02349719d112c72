import { addressLines, type StartupAddresses } from '../startup-addresses.js';
import { demoUrls, type DemoSeedResult } from './seed.js';

/** What `npm run seed` found on the configured port (startup-addresses.ts, whatRunsOn). */
export type AppOnPort = 'gavel' | 'other' | 'nothing';

export interface SeedReportInput {
  headline: string;
  databaseLocation: string;
  result: DemoSeedResult;
  port: number;
  publicUrl: string | undefined;
  addresses: StartupAddresses;
  onPort: AppOnPort;
}

/**
 * The seed's printout (docs/DECISIONS.md, "First minutes"): the logins, the addresses `npm start`
 * prints and the port, whether the app still has to be started, and the demo's pages on the
 * address other devices open, so the TV line works when typed on the TV.
 */
export function seedReport({ headline, databaseLocation, result, port, publicUrl, addresses, onPort }: SeedReportInput): string[] {
  const urls = demoUrls(result, addresses.forOtherDevices);
  const logins = result.logins.map((login) => `  ${login.email.padEnd(28)} ${login.password}   (${login.username})`);
  const howToOpen: Record<AppOnPort, string> = {
    gavel: `Gavel is already running on port ${port}; open it at:`,
    nothing: `Start the app with \`npm start\` (it listens on port ${port}), then open it at:`,
    other: `Port ${port} is in use by another program: stop it, or start Gavel on another port (PORT=${port + 1} npm start) and use that port below. Gavel on port ${port} would be at:`,
  };
  return [
    headline,
    `Database: ${databaseLocation}`,
    '',
    'Logins (commissioner first):',
    ...logins,
    '',
    howToOpen[onPort],
    ...addressLines(addresses, publicUrl),
    '',
    'The demo:',
    `  League      ${urls.league}`,
    `  Draft room  ${urls.draftRun ?? '(the demo league has no draft)'}`,
    `  TV board    ${urls.publicBoard ?? '(public link is switched off)'}`,
  ];
}
