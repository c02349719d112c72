import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { LeagueDetailResponse } from '#shared/league-types.js';
import { RECONNECTING_TEXT } from '#client/components/LiveDot.js';
import { NO_ONE_AVAILABLE } from '#client/pages/public/TvStrip.js';
import { contrastRatio, type Rgb } from '#client/styles/contrast.js';
import { JOIN_TEAMS_AS_LAST_SEEN, JOINING_CLOSED, type JoinView } from '#shared/leagues/joining.js';
import { onlySpaces } from '#shared/accounts/requests.js';
import { LEAGUE_CODE_FORMAT, lookAlikeError } from '#shared/leagues/league-code-text.js';
import { describeBrowser, screenshot } from './support/chromium.js';
import { roomApi } from './support/room-api.js';
import { spinnersShown, watchSpinners } from './support/spinner-watch.js';
import { LAPTOP, PHONE, shortTapTargets, signIn, TV, useBrowserSuite } from './support/suite.js';

/**
 * Joining by code at a party (docs/API.md, Joining): a guest's phone on the LAN address opens the
 * invite link signed out, registers, comes back to the join page, taps a team and lands in the
 * draft room owning it; the commissioner's laptop sees the join live on the league page and in the
 * draft room, and releases the team in one tap; another guest's join page sees a claim without a reload,
 * and a phone on a closed join page offers the teams as soon as the commissioner opens joining. A
 * phone offline says "Reconnecting…" and offers no team until it is live again and has read again.
 */
/** The shared machine is slow at times: a live change gets 15 s to show. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

describeBrowser('joining a league from a phone', () => {
  const suite = useBrowserSuite('joining', { allInterfaces: true });

  /** A join tile's look: its border style, cursor, background, and its words' contrast on that background. */
  const tileLook = (tile: Locator) =>
    tile.evaluate((el) => {
      const style = getComputedStyle(el);
      const colours = [style.color, getComputedStyle(el.querySelector('.join-team-name')!).color, getComputedStyle(el.querySelector('.join-team-owner')!).color];
      return { border: style.borderTopStyle, cursor: style.cursor, background: style.backgroundColor, colours };
    }).then(({ colours, ...look }) => ({ ...look, contrast: Math.min(...colours.map((c) => contrastRatio(rgb(c), rgb(look.background)))) }));
  const rgb = (css: string): Rgb => {
    const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
    return [r!, g!, b!];
  };

  const teamRow = (page: Page, name: string) => page.locator('.team-list li').filter({ has: page.locator('.team-name', { hasText: new RegExp(`^${name}$`) }) });

  /** A league with a draft of `teams` teams (the member owns team 1), and its join code. */
  async function leagueToJoin(teams: number) {
    const api = roomApi(suite.server.baseUrl);
    const commissioner = await api.account('Comm');
    const member = await api.account('Mem');
    const draft = await api.draftFor(commissioner, member, teams);
    const code = (await api.call<LeagueDetailResponse>(`/leagues/${draft.leagueId}`, { token: commissioner.token })).league.league_code;
    return { api, commissioner, draft, code };
  }

  it('signed out at /join/{code} → register → back → tap a team → in the league; the commissioner sees it live', async () => {
    const { server } = suite;
    const { api, commissioner, draft, code } = await leagueToJoin(12);

    // The commissioner's laptop: the league page with its Invite card, and the draft room.
    const laptop = await suite.newContext(LAPTOP);
    await signIn(laptop, commissioner.token);
    const leaguePage = await laptop.newPage();
    await leaguePage.goto(`${server.baseUrl}/leagues/${draft.leagueId}`);
    await poll(() => leaguePage.getByTestId('invite-code').textContent()).toBe(code);
    const inviteUrl = await leaguePage.getByTestId('invite-qr').getAttribute('data-url');
    expect(inviteUrl).toMatch(new RegExp(`^http://[^/]+/join/${code}$`));
    expect(inviteUrl).not.toContain('localhost');
    await screenshot(leaguePage, 'joining-invite-card-laptop');
    const roomPage = await laptop.newPage();
    await roomPage.goto(`${server.baseUrl}/leagues/${draft.leagueId}/drafts/${draft.draftId}`);
    await roomPage.getByRole('heading', { name: draft.leagueName }).first().waitFor();

    // The guest's phone, by the LAN address over plain HTTP, signed out.
    const phone = await suite.newContext(PHONE);
    await watchSpinners(phone);
    const page = await phone.newPage();
    await page.goto(`${server.guestUrl}/join/${code}`);
    await page.waitForURL(/\/login\?next=/);
    await page.getByText('to pick your team in the league you were invited to').waitFor();
    // The shell, the join page and the sign-in page it sends a guest to were in before the first
    // render (client/src/App.tsx, firstScreenLoaded): the sign-in page, with no spinner first.
    expect(await spinnersShown(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create an account' }).tap();
    // The mode is in the address with the way back: a reload stays on the register form.
    await page.waitForURL(/[?&]mode=register/);
    await page.reload();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/join/${code}`);
    const username = `ana${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Display name (optional)').fill('Ana');
    // A refused registration says why under the form, in the server's words, with no toast over the button.
    await page.getByLabel('Password').fill(' '.repeat(8));
    await page.getByRole('button', { name: 'Create Account' }).tap();
    const refusal = page.getByRole('alert').filter({ hasText: onlySpaces('Password') });
    await refusal.waitFor();
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    const [refusalBox, buttonBox] = [await refusal.boundingBox(), await page.getByRole('button', { name: 'Create Account' }).boundingBox()];
    expect(refusalBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    await screenshot(page, 'joining-phone-register-refused');
    // Typing a new password takes the refusal away: it spoke of the password that was sent.
    await page.getByLabel('Password').fill('correct horse battery');
    await refusal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create Account' }).tap();
    await page.waitForURL(new RegExp(`/join/${code}$`));
    await page.getByRole('heading', { name: draft.leagueName }).waitFor();
    const tiles = page.locator('.join-team');
    expect(await tiles.count()).toBe(12);
    // The commissioner by the name the guests know, as the owners are (not the username).
    expect(await page.locator('.join-subtitle').textContent()).toMatch(/· commissioner Comm \d+$/);
    // Team 1 is the member's: shown with their name, not tappable.
    await poll(() => tiles.nth(0).textContent()).toContain('Mem');
    expect(await tiles.nth(0).isDisabled()).toBe(true);
    // One screen: a dozen teams without scrolling, each a large tap target.
    const fit = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollHeight, view: window.innerHeight }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.view);
    const box = await tiles.nth(11).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(48);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'joining-phone-pick-team');

    await tiles.nth(1).tap();
    await page.waitForURL(new RegExp(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`));
    // In the draft room, its My Team tab is Team 2's.
    await poll(() => page.getByTestId('my-team').locator('h2').textContent()).toContain('Team 2');
    await screenshot(page, 'joining-phone-landed-in-room');

    // The commissioner's laptop hears it live on both pages, and the team card shows Ana.
    await leaguePage.getByText('Ana joined as Team 2').first().waitFor();
    await poll(() => teamRow(leaguePage, 'Team 2').textContent()).toContain('Ana');
    await roomPage.getByText('Ana joined as Team 2').first().waitFor();
    await screenshot(leaguePage, 'joining-laptop-sees-join');

    // The phone is in the league, the team theirs.
    await page.goto(`${server.guestUrl}/leagues/${draft.leagueId}`);
    await poll(() => teamRow(page, 'Team 2').textContent()).toContain('Ana');
    expect(await page.getByTestId('invite-code').count()).toBe(0);
    // The league card: the commissioner's username (13 characters, 'Comm1' and a time) stays in its
    // column, never running into the league code the guests read aloud, at 390 and at 360 px.
    const details = page.getByRole('region', { name: 'League details' });
    expect((await details.locator('dd').first().textContent())!.length).toBeGreaterThanOrEqual(13);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 640 : 844 });
      const spilled = await details.evaluate((card) =>
        [...card.querySelectorAll('.info-grid > div')].flatMap((item) => {
          const column = item.getBoundingClientRect();
          const words = document.createRange();
          words.selectNodeContents(item.querySelector('dd')!);
          const text = words.getBoundingClientRect();
          return text.left < column.left - 0.5 || text.right > column.right + 0.5 ? [item.textContent] : [];
        }),
      );
      expect(spilled, `at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await screenshot(page, 'joining-phone-league-page-360');
    // Thumb-sized taps on a touch screen: the way back and the draft's title link are 44 px tall,
    // and a tap at their top and bottom edges lands on them.
    const tapHeights = async (link: Locator) =>
      link.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const lands = (y: number) => el.contains(document.elementFromPoint(box.left + box.width / 2, y));
        return { height: box.height, edges: lands(box.top + 1) && lands(box.bottom - 1) };
      });
    for (const link of [page.getByRole('link', { name: '← My Leagues' }), page.locator('.draft-card .league-card-title a')]) {
      await link.scrollIntoViewIfNeeded();
      const tap = await tapHeights(link);
      expect(tap.height).toBeGreaterThanOrEqual(44);
      expect(tap.edges).toBe(true);
    }
    // And every button and top-bar link the page shows: a small button (Logout, Open Draft) too.
    expect(await shortTapTargets(page)).toEqual([]);
    await page.setViewportSize(PHONE.viewport);

    // The commissioner releases it in one tap; it shows open again without a reload.
    await teamRow(leaguePage, 'Team 2').getByRole('button', { name: 'Release Team 2' }).click();
    await poll(() => teamRow(leaguePage, 'Team 2').textContent()).toContain('Open');
    await leaguePage.getByText('Team 2 is open again').first().waitFor();

    // Two more guests' phones on the join page: one taps Team 3, the other sees it taken, no reload.
    const openJoinPage = async (guest: { token: string }) => {
      const guestPhone = await suite.newContext(PHONE);
      await signIn(guestPhone, guest.token);
      const guestPage = await guestPhone.newPage();
      await guestPage.goto(`${server.guestUrl}/join/${code}`);
      await guestPage.locator('.join-teams[data-live="true"]').waitFor();
      return guestPage;
    };
    const [boPage, cyPage] = await Promise.all([openJoinPage(await api.account('Bo')), openJoinPage(await api.account('Cy'))]);
    const seenByCy = cyPage.locator('.join-team').nth(2);
    expect(await seenByCy.isDisabled()).toBe(false);
    await boPage.locator('.join-team').nth(2).tap();
    await boPage.waitForURL(new RegExp(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`));
    await poll(() => seenByCy.textContent()).toMatch(/^Team 3Bo \d+$/);
    expect(await seenByCy.isDisabled()).toBe(true);
    await screenshot(cyPage, 'joining-phone-sees-claim-live');

    // Renewing the code: the card shows a new one, and the old link is refused.
    await leaguePage.getByRole('button', { name: 'Renew' }).click();
    await leaguePage.getByRole('dialog').getByRole('button', { name: 'Renew' }).click();
    await poll(() => leaguePage.getByTestId('invite-code').textContent()).not.toBe(code);
    await page.goto(`${server.guestUrl}/join/${code}`);
    await page.getByText('This invite code is not valid').waitFor();
    const renewed = await leaguePage.getByTestId('invite-code').textContent();

    // The TV: "Join to bid" next to "Scan to follow" once the commissioner turns it on in Settings.
    const boardPath = await api.publicBoardPath(commissioner.token, draft);
    const tv = await suite.newContext(TV);
    const tvPage = await tv.newPage();
    // By the LAN address, as a TV at the party opens it.
    await tvPage.goto(`${server.guestUrl}${boardPath}`);
    await tvPage.getByTestId('board-qr').waitFor();
    expect(await tvPage.getByTestId('join-qr').count()).toBe(0);
    // This suite loads no NFL players: once the server says so, Best available reads one line,
    // never four bare headings.
    await tvPage.locator('.tv-best').getByText(NO_ONE_AVAILABLE).waitFor();
    expect(await tvPage.locator('.tv-best-position').count()).toBe(0);
    await leaguePage.goto(`${server.baseUrl}/leagues/${draft.leagueId}/settings`);
    const toggle = leaguePage.getByRole('checkbox', { name: /Join to bid/ });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    // The TV is told, no reload: the code shows as the switch goes on.
    await tvPage.getByTestId('join-qr').waitFor();
    expect(await tvPage.getByTestId('join-qr').getAttribute('data-url')).toMatch(new RegExp(`^http://[^/]+/join/${renewed}$`));
    // The two codes stand together at the right of the heading, not spread across the screen.
    const codes = await tvPage.locator('.public-header .public-qr').evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect()));
    expect(codes).toHaveLength(2);
    expect(codes[1]!.left - codes[0]!.right).toBeLessThanOrEqual(32);
    expect(await tvPage.evaluate(() => document.documentElement.clientWidth) - codes[1]!.right).toBeLessThanOrEqual(32);
    await screenshot(tvPage, 'joining-tv-join-to-bid');
    // Once guests hold every team, the code leaves the TV by itself.
    const joinView = await api.call<JoinView>(`/join/${renewed}`, { token: commissioner.token });
    for (const team of joinView.teams.filter((t) => !t.claimed)) {
      const guest = await api.account('Dee');
      await api.call(`/join/${renewed}`, { token: guest.token, method: 'POST', body: { fantasy_team_id: team.fantasy_team_id } });
    }
    await tvPage.getByTestId('join-qr').waitFor({ state: 'detached' });
    await tvPage.getByTestId('board-qr').waitFor();
  }, 120_000);
  it('a phone on a closed join page follows the commissioner opening and closing, and shows the server’s truth after being offline', async () => {
    const { server } = suite;
    const { api, commissioner, draft, code } = await leagueToJoin(6);
    const setJoining = (open: boolean) => api.call(`/leagues/${draft.leagueId}`, { token: commissioner.token, method: 'PUT', body: { joining_open: open } });
    const claim = async (prefix: string, teamIndex: number) => {
      const guest = await api.account(prefix);
      await api.call(`/join/${code}`, { token: guest.token, method: 'POST', body: { fantasy_team_id: draft.teamIds[teamIndex] } });
    };
    await setJoining(false);

    // The commissioner's laptop: the Invite card's switch says Closed.
    const laptop = await suite.newContext(LAPTOP);
    await signIn(laptop, commissioner.token);
    const leaguePage = await laptop.newPage();
    await leaguePage.goto(`${server.baseUrl}/leagues/${draft.leagueId}`);
    const joiningSwitch = leaguePage.getByRole('button', { name: /^Joining: / });
    await poll(() => joiningSwitch.textContent()).toBe('Joining: Closed');

    // A guest's phone by the LAN address: the closed text, the teams listed but not tappable, and watched.
    const phone = await suite.newContext(PHONE);
    await signIn(phone, (await api.account('Eve')).token);
    const page = await phone.newPage();
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/join/${code}`) reads.push(req.method());
    });
    await page.goto(`${server.guestUrl}/join/${code}`);
    const list = page.locator('.join-teams');
    await page.locator('.join-teams[data-live="true"]').waitFor();
    const prompt = page.locator('.join-prompt');
    const tiles = page.locator('.join-team');
    const tappable = async () => {
      const enabled: boolean[] = [];
      for (const tile of await tiles.all()) enabled.push(!(await tile.isDisabled()));
      return enabled;
    };
    expect(await prompt.textContent()).toBe(JOINING_CLOSED);
    expect(await tappable()).toEqual([false, false, false, false, false, false]);
    const liveDot = page.locator('.join-header .live-dot');
    expect(await liveDot.textContent()).toBe('Live');
    // An open team not offered looks unlike a tappable one: a dashed grey outline on white, not the
    // blue tile, its words still at 4.5:1 or more.
    const closedLook = await tileLook(tiles.nth(1));
    expect(closedLook.border).toBe('dashed');
    expect(closedLook.cursor).toBe('not-allowed');
    expect(closedLook.contrast).toBeGreaterThanOrEqual(4.5);
    // A free team on a closed page is not called open.
    const ownerLine = (i: number) => tiles.nth(i).locator('.join-team-owner').textContent();
    expect(await ownerLine(1)).toBe('Unclaimed');
    await screenshot(page, 'joining-phone-closed');
    // A mark on this document: still there later means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { joinPageMark: true }));
    const sameDocument = () => page.evaluate(() => (window as { joinPageMark?: boolean }).joinPageMark === true);

    // The commissioner opens joining with one click: the phone offers the open teams, no reload.
    await joiningSwitch.click();
    await poll(() => joiningSwitch.textContent()).toBe('Joining: Open');
    await poll(() => prompt.textContent()).toBe('Tap your team to join.');
    // Team 1 is the member's.
    expect(await tappable()).toEqual([false, true, true, true, true, true]);
    expect(await sameDocument()).toBe(true);
    const openLook = await tileLook(tiles.nth(1));
    expect(openLook.border).toBe('solid');
    expect(openLook.background).not.toBe(closedLook.background);
    expect(await ownerLine(1)).toBe('Open');
    await screenshot(page, 'joining-phone-reopened');

    // Closed again: the closed text is back and the page is still watched, no reload.
    await joiningSwitch.click();
    await poll(() => joiningSwitch.textContent()).toBe('Joining: Closed');
    await poll(() => prompt.textContent()).toBe(JOINING_CLOSED);
    expect(await tappable()).toEqual([false, false, false, false, false, false]);
    expect(await list.getAttribute('data-live')).toBe('true');
    expect(await sameDocument()).toBe(true);
    await screenshot(page, 'joining-phone-closed-again');

    // Offline while the commissioner reopens and another guest takes Team 2: back online, the page
    // shows joining open and Team 2 taken, never offered.
    // The page says "Reconnecting…" while its socket is down and keeps what it had, as last seen.
    await phone.setOffline(true);
    await poll(() => list.getAttribute('data-live')).toBe('false');
    await poll(() => liveDot.textContent()).toBe(RECONNECTING_TEXT);
    await setJoining(true);
    await claim('Fay', 1);
    await page.waitForTimeout(500);
    expect(await prompt.textContent()).toBe(JOIN_TEAMS_AS_LAST_SEEN);
    expect(await tappable()).toEqual([false, false, false, false, false, false]);
    await screenshot(page, 'joining-phone-offline');
    const readsBefore = reads.length;
    await phone.setOffline(false);
    await poll(() => prompt.textContent()).toBe('Tap your team to join.');
    await poll(() => tiles.nth(1).textContent()).toMatch(/^Team 2Fay \d+$/);
    expect(await tappable()).toEqual([false, false, true, true, true, true]);
    await page.locator('.join-teams[data-live="true"]').waitFor();
    expect(await liveDot.textContent()).toBe('Live');
    // What was missed came back in the watch's answer (the view read once the watch was in place):
    // no second read of the view, and no reload.
    expect(reads.slice(readsBefore)).toEqual([]);
    expect(await sameDocument()).toBe(true);

    // Offline again on an open page while a guest takes Team 3 and the commissioner closes: the open
    // tiles go grey and take no tap (a tap sends no claim); back online, closed, Team 3 taken.
    await phone.setOffline(true);
    await poll(() => liveDot.textContent()).toBe(RECONNECTING_TEXT);
    expect(await list.getAttribute('data-live')).toBe('false');
    expect(await prompt.textContent()).toBe(JOIN_TEAMS_AS_LAST_SEEN);
    expect(await tappable()).toEqual([false, false, false, false, false, false]);
    expect(await list.evaluate((el) => el.classList.contains('is-stale'))).toBe(true);
    const offlineLook = await tileLook(tiles.nth(3));
    expect(offlineLook.border).toBe('dashed');
    expect(offlineLook.contrast).toBeGreaterThanOrEqual(4.5);
    // Offline is told apart from closed by the prompt and the dot; the tile keeps what was last heard.
    expect(await ownerLine(3)).toBe('Open');
    const claimsBefore = reads.filter((m) => m === 'POST').length;
    await tiles.nth(3).tap({ force: true });
    await screenshot(page, 'joining-phone-offline-open-page');
    await claim('Gus', 2);
    await setJoining(false);
    await page.waitForTimeout(500);
    expect(reads.filter((m) => m === 'POST').length).toBe(claimsBefore);
    await phone.setOffline(false);
    await poll(() => prompt.textContent()).toBe(JOINING_CLOSED);
    await poll(() => tiles.nth(2).textContent()).toMatch(/^Team 3Gus \d+$/);
    expect(await tappable()).toEqual([false, false, false, false, false, false]);
    expect(await ownerLine(3)).toBe('Unclaimed');
    await page.locator('.join-teams[data-live="true"]').waitFor();
    expect(await sameDocument()).toBe(true);
    await screenshot(page, 'joining-phone-back-online-closed');

    // Reopened once more: the guest taps an open team and lands in the draft room owning it.
    await setJoining(true);
    await poll(() => prompt.textContent()).toBe('Tap your team to join.');
    expect(await tappable()).toEqual([false, false, false, true, true, true]);
    expect(await list.evaluate((el) => el.classList.contains('is-stale'))).toBe(false);
    // The commissioner adds a team and renames another meanwhile: the page shows both, no reload.
    await api.call(`/leagues/${draft.leagueId}/teams`, { token: commissioner.token, method: 'POST', body: { team_name: 'Late Arrivals' } });
    await poll(() => tiles.count()).toBe(7);
    const renamed = 'The Renamed Rockets of the Lower Valley';
    await api.call(`/leagues/${draft.leagueId}/teams/${draft.teamIds[4]}`, { token: commissioner.token, method: 'PUT', body: { team_name: renamed } });
    await poll(() => tiles.nth(4).locator('.join-team-name').textContent()).toBe(renamed);
    // A long name is read whole on a phone: it wraps in its tile, nothing cut, nothing past the screen.
    const name = tiles.nth(4).locator('.join-team-name');
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    };
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await name.evaluate(lines)).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await screenshot(page, 'joining-phone-long-team-name');
    expect(await tappable()).toEqual([false, false, false, true, true, true, true]);
    expect(await sameDocument()).toBe(true);
    await tiles.nth(3).tap();
    await page.waitForURL(new RegExp(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`));
    await poll(() => page.getByTestId('my-team').locator('h2').textContent()).toContain('Team 4');
  }, 120_000);
  it('a guest who heard the code types it on My Leagues or in the address, in any case, and lands on the join page', async () => {
    const { api, code, draft } = await leagueToJoin(3);
    const phone = await suite.newContext(PHONE);
    await signIn(phone, (await api.account('Hal')).token);
    const page = await phone.newPage();
    await page.goto(`${suite.server.guestUrl}/leagues`);
    const field = page.getByLabel('Have a league code?');
    // Misheard: the form says what a code looks like, and sends nothing.
    await field.fill('k7m2');
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    await page.getByRole('alert').getByText(LEAGUE_CODE_FORMAT).waitFor();
    expect(new URL(page.url()).pathname).toBe('/leagues');
    // As heard: lower case, a space in the middle.
    await field.fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3).toLowerCase()}`);
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    await page.waitForURL(new RegExp(`/join/${code}$`));
    await page.locator('.join-teams[data-live="true"]').waitFor();
    expect(await page.locator('.join-team').count()).toBe(3);
    // A character codes never have is named, in the box and in the address, and nothing is asked of the server.
    await page.goto(`${suite.server.guestUrl}/leagues`);
    await field.fill(`${code.slice(0, 5)}o`);
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    await page.getByRole('alert').getByText(lookAlikeError(['O'])).waitFor();
    const joinReads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/join/')) joinReads.push(req.url());
    });
    await page.goto(`${suite.server.guestUrl}/join/${code.slice(0, 3)}-1${code.slice(4)}`);
    await page.getByRole('alert').getByText(lookAlikeError(['1'])).waitFor();
    expect(joinReads).toEqual([]);

    // Every form the box takes works typed in the address too, and the address then shows the code itself.
    const tiles = page.locator('.join-team');
    for (const typed of [`${code.slice(0, 2).toLowerCase()}%20${code.slice(2).toLowerCase()}`, `${code.slice(0, 2)}-${code.slice(2)}`, [...code].join('%20')]) {
      await page.goto(`${suite.server.guestUrl}/join/${typed}`);
      await page.waitForURL(new RegExp(`/join/${code}$`));
      await page.locator('.join-teams[data-live="true"]').waitFor();
      expect(await tiles.count()).toBe(3);
    }

    // Once the guest holds a team, the free one is not offered: only their own tile is the way in.
    await tiles.nth(1).tap();
    await page.waitForURL(new RegExp(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`));
    await page.goto(`${suite.server.guestUrl}/join/${code.toLowerCase()}`);
    await page.waitForURL(new RegExp(`/join/${code}$`));
    await page.locator('.join-teams[data-live="true"]').waitFor();
    expect(await page.locator('.join-prompt').textContent()).toBe('You are Team 2. Tap it to go in.');
    expect(await Promise.all((await tiles.all()).map(async (tile) => !(await tile.isDisabled())))).toEqual([false, true, false]);
    expect(await tiles.nth(1).locator('.join-team-owner').textContent()).toBe('Your team');
    expect(await tiles.nth(2).locator('.join-team-owner').textContent()).toBe('Unclaimed');
    expect((await tileLook(tiles.nth(2))).border).toBe('dashed');
    await screenshot(page, 'joining-phone-own-team-held');
    await tiles.nth(1).tap();
    await page.waitForURL(new RegExp(`/leagues/${draft.leagueId}/drafts/${draft.draftId}`));
  });

  it('a phone whose line goes silent (a half-open Wi-Fi link) says Reconnecting… within seconds, offers nothing, and dials again', async () => {
    const { server } = suite;
    const { api, code } = await leagueToJoin(3);
    const phone = await suite.newContext(PHONE);
    await signIn(phone, (await api.account('Ivy')).token);
    const page = await phone.newPage();
    // The first connection's answers stop reaching the phone while its asks still leave: the link is
    // half-open, nothing closes, and only the server's silence tells. A new connection works.
    let connections = 0;
    let halfOpen = false;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const index = ++connections;
      const upstream = ws.connectToServer();
      upstream.onMessage((message) => {
        if (index === 1 && halfOpen) return;
        ws.send(message);
      });
    });
    await page.goto(`${server.guestUrl}/join/${code}`);
    await page.locator('.join-teams[data-live="true"]').waitFor();
    const liveDot = page.locator('.join-header .live-dot');
    const prompt = page.locator('.join-prompt');
    const tiles = page.locator('.join-team');
    const tappable = async () => Promise.all((await tiles.all()).map(async (tile) => !(await tile.isDisabled())));
    expect(await tappable()).toEqual([false, true, true]);
    expect(await liveDot.textContent()).toBe('Live');
    await page.evaluate(() => Object.assign(window, { joinPageMark: true }));

    halfOpen = true;
    const silentAt = Date.now();
    await poll(() => liveDot.textContent()).toBe(RECONNECTING_TEXT);
    // The heartbeat's 2 s and a check every half second, with room for a loaded machine.
    expect(Date.now() - silentAt).toBeLessThan(5000);
    expect(await prompt.textContent()).toBe(JOIN_TEAMS_AS_LAST_SEEN);
    expect(await tappable()).toEqual([false, false, false]);
    await screenshot(page, 'joining-phone-half-open');
    // Silent for 6 s, the page dials again; the new connection answers and the page is live on it.
    await poll(() => connections).toBe(2);
    await poll(() => liveDot.textContent()).toBe("Live");
    expect(await prompt.textContent()).toBe('Tap your team to join.');
    expect(await tappable()).toEqual([false, true, true]);
    expect(await page.evaluate(() => (window as { joinPageMark?: boolean }).joinPageMark === true)).toBe(true);
  }, 60_000);
});
