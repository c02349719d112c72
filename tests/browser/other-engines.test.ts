import { networkInterfaces } from 'node:os';
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.js';
import { lanAddresses } from '#server/http/link-origin.js';
import { FIREFOX_SKIP_NOTICE, hasFirefox, startFirefox } from './support/firefox.js';
import { liveParty, wifiDropJourney, type OpenDevice, type PartyDevice } from './support/live-party.js';
import { startServer, type RunningServer } from './support/server.js';
import { startVenueProxy, type VenueProxy } from './support/venue-proxy.js';
import { hasWebKit, startWebKit, WEBKIT_MIN_WIDTH, WEBKIT_SKIP_NOTICE } from './support/webkit.js';

/**
 * The live auction in the engines the Chromium journeys do not cover: Firefox (Gecko), and WebKit,
 * Safari's engine, which every iPhone at the party runs. In each, two phones and the TV on the party's
 * network (the machine's LAN address) follow one lot and one phone's Wi-Fi drops mid-lot
 * (tests/browser/support/live-party.ts tells the journey). Firefox runs over WebDriver BiDi with the
 * phone's size but no touch; WebKitGTK's windows are at least 447 px wide, so its phones are
 * (docs/ARCHITECTURE.md, Tests). Screenshots: test-artifacts/firefox/ and test-artifacts/webkit/.
 */
const lanIp = lanAddresses(networkInterfaces()).find((address) => !address.includes(':'));
if (!lanIp) console.warn('Firefox and WebKit party tests skipped: this machine has no non-internal IPv4 address to open the app through');

const TV = { width: 1920, height: 1080 };
const ENGINES = [
  { name: 'Firefox', available: hasFirefox(), notice: FIREFOX_SKIP_NOTICE, start: startFirefox, phone: { width: 390, height: 844 } },
  { name: 'WebKit', available: hasWebKit(), notice: WEBKIT_SKIP_NOTICE, start: startWebKit, phone: { width: WEBKIT_MIN_WIDTH, height: 844 } },
];

for (const engine of ENGINES) {
  if (!engine.available) console.warn(engine.notice);
  describe.skipIf(!engine.available || !lanIp)(`the live auction in ${engine.name}, on phones and the TV over the LAN`, () => {
    let server: RunningServer;
    let api: Express;
    let browser: { open: OpenDevice; close: () => Promise<void> };
    let proxy: VenueProxy;
    const devices: PartyDevice[] = [];

    beforeAll(async () => {
      server = await startServer({ withNflData: true, allInterfaces: true });
      api = createApp(server.ctx);
      proxy = await startVenueProxy(server.baseUrl, lanIp ?? '127.0.0.1', { swallowUpgrades: false });
      browser = await engine.start();
    }, 120_000);
    afterEach(async (test) => {
      if (test.task.result?.state === 'fail') await Promise.all(devices.map((page, i) => page.screenshot(`failure-${i}`).catch(() => undefined)));
    });
    afterAll(async () => {
      await browser?.close();
      await proxy?.close();
      await server?.close();
    });

    it('two phones bid, one loses the Wi-Fi mid-lot and claims nothing until it hears the server again; the TV shows the sale', async () => {
      const party = await liveParty(server, api, { bid_seconds: 12, opening_seconds: 30 });
      // Phone A on the Wi-Fi as it is; phone B through the proxy whose connections will drop.
      const [phoneA, phoneB, tv] = await Promise.all([
        browser.open(`${server.guestUrl}${party.roomPath}`, engine.phone, party.members[1]!.token),
        browser.open(`${proxy.url}${party.roomPath}`, engine.phone, party.members[2]!.token),
        browser.open(`${server.guestUrl}${new URL(party.link).pathname}`, TV),
      ]);
      devices.push(phoneA, phoneB, tv);
      expect(new URL(await phoneA.execute<string>('return location.href;')).hostname).toBe(lanIp);
      expect(await phoneA.execute<number[]>('return [innerWidth, innerHeight];')).toEqual([engine.phone.width, engine.phone.height]);
      // Each device's screen is on: none is a tab behind another.
      expect(await Promise.all(devices.map((p) => p.execute<string>('return document.visibilityState;')))).toEqual(['visible', 'visible', 'visible']);
      await wifiDropJourney({ phoneA, phoneB, tv }, party, api, (downMs) => proxy.dropConnections(downMs));
    }, 150_000);
  });
}
