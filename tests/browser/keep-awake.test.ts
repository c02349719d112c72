import { beforeAll, expect, it } from 'vitest';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi } from './support/room-api.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * A TV or tablet must not sleep during the draft. Where the Wake Lock API is missing (plain
 * HTTP, older iPads) the board plays a muted inline video; where the browser also refuses to start
 * media without a gesture (iOS in low-power mode), the board asks for one tap and the tap starts it.
 * Chromium stands in for that browser: the API removed, and `play()` refused with NotAllowedError
 * outside a tap's or key's handler (Chromium itself lets muted video start, even under
 * --autoplay-policy=user-gesture-required). This is not a test on an iOS device.
 */
describeBrowser('keep-awake where media needs a tap first', () => {
  const suite = useBrowserSuite('keep-awake');
  let link = '';

  beforeAll(async () => {
    const api = roomApi(suite.server.baseUrl);
    const commissioner = await api.account('host');
    const member = await api.account('guest');
    const draft = await api.draftFor(commissioner, member, 4);
    const body = await api.call<{ public_url: string }>(`/drafts/${draft.draftId}/public-url/regenerate`, { method: 'POST', token: commissioner.token });
    link = new URL(body.public_url).pathname;
  });

  it('asks for one tap, and the tap keeps the screen on without another word', async () => {
    const context = await suite.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });
    await context.addInitScript(() => {
      // No Screen Wake Lock API, as on Safari before 16.4 or any page over plain HTTP.
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
      // Media starts only from a user gesture's handler, as on iOS in low-power mode.
      let inGesture = false;
      for (const type of ['pointerdown', 'keydown']) {
        window.addEventListener(
          type,
          (event) => {
            if (!event.isTrusted) return;
            inGesture = true;
            setTimeout(() => (inGesture = false), 0);
          },
          true,
        );
      }
      const media = HTMLMediaElement.prototype;
      const play = Object.getOwnPropertyDescriptor(media, 'play')?.value as (this: HTMLMediaElement) => Promise<void>;
      media.play = function playAfterGesture(this: HTMLMediaElement) {
        return inGesture ? play.call(this) : Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      };
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${suite.server.baseUrl}${link}`);
    await page.getByText('Public Draft Board', { exact: true }).waitFor();
    const note = page.getByText('Tap the board once to keep this screen on');
    await note.waitFor();
    const playing = () => page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-testid="keep-awake-video"]')?.paused === false);
    expect(await playing()).toBe(false);
    await screenshot(page, 'keep-awake-needs-tap-tablet');
    await page.touchscreen.tap(500, 600);
    await note.waitFor({ state: 'detached' });
    expect(await playing()).toBe(true);
    expect(await page.locator('.public-awake-note').count()).toBe(0);
  });
});
