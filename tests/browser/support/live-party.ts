import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { auth, createDraft, registerUser, type TestDraft, type TestUser } from '../../helpers/fixtures.js';
import { seedRealPlayers } from '../../helpers/engine.js';
import type { RunningServer } from './server.js';

export interface LiveParty {
  /** The running back Team 1 will nominate, and the name every screen shows for him. */
  player: string;
  playerName: string;
  commissioner: TestUser;
  /** members[i] owns team i + 1. */
  members: TestUser[];
  draft: TestDraft;
  /** The public board's link, as the TV opens it. */
  link: string;
  /** The Run tab of the draft room. */
  roomPath: string;
  /** The open lot's id, as the draft's snapshot gives it to a member. */
  openLotId: () => Promise<number>;
}

/**
 * The draft the live auction journeys run in, set up through the HTTP API: three teams of three
 * members with $50 each (QB, two RBs, two WRs), live with `clocks`, started, the auction running
 * (Team 1 to nominate), and the public board's link made.
 */
export async function liveParty(server: RunningServer, api: Express, clocks: { bid_seconds: number; opening_seconds: number }): Promise<LiveParty> {
  const players = await seedRealPlayers(server.ctx, 3);
  const player = players.RB[0]!;
  const playerName = (await server.ctx.db.selectFrom('players').select('full_name').where('player_id', '=', player).executeTakeFirstOrThrow()).full_name;
  const commissioner = await registerUser(api);
  const members: TestUser[] = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
  const draft = await createDraft(api, commissioner, { numTeams: 3, budget: 50, rosterPositions: { QB: 1, RB: 2, WR: 2 }, members });
  const asCommissioner = auth(commissioner.token);
  await request(api).put(`/api/drafts/${draft.draftId}/settings`).set(asCommissioner).send({ auction_mode: 'live', ...clocks }).expect(200);
  await request(api).put(`/api/drafts/${draft.draftId}/start`).set(asCommissioner).expect(200);
  await request(api).put(`/api/drafts/${draft.draftId}/auction/start`).set(asCommissioner).expect(200);
  const link = (await request(api).post(`/api/drafts/${draft.draftId}/public-url/regenerate`).set(asCommissioner).expect(200)).body.public_url as string;
  const openLotId = async () => {
    const { lot } = (await request(api).get(`/api/drafts/${draft.draftId}`).set(auth(members[0]!.token)).expect(200)).body as { lot: { lot_id: number } | null };
    if (!lot) throw new Error('no lot open');
    return lot.lot_id;
  };
  return { player, playerName, commissioner, members, draft, link, roomPath: `/leagues/${draft.leagueId}/drafts/${draft.draftId}/run`, openLotId };
}

/** What the journeys below ask of a device, whichever engine and driver runs it. */
export interface PartyDevice {
  /** Runs `body` (a function body: `arguments[0]`… are `args`) in the page and returns what it returns. */
  execute<T>(body: string, args?: unknown[]): Promise<T>;
  /** Resolves once `body` returns something truthy, polled every 50 ms; throws with `what` after `timeout`. */
  waitFor<T>(what: string, body: string, args?: unknown[], timeout?: number): Promise<T>;
  /** Resolves once the page shows `text` (its rendered text: nothing hidden counts). */
  seesText(text: string, timeout?: number): Promise<void>;
  showsText(text: string): Promise<boolean>;
  /** Clicks, with the browser's own input, the enabled button whose text is `name`, once it shows. */
  clickButton(name: string): Promise<void>;
  /** Types `text` into the field `selector` names, then presses Enter. */
  typeAndEnter(selector: string, text: string): Promise<void>;
  screenshot(name: string): Promise<void>;
  /** Uncaught errors the page reported. */
  errors(): Promise<string[]>;
}

/**
 * Opens a new device showing `url` with a viewport of `viewport` (as near as its engine allows),
 * signed in as the owner of `token` when given (the session the client keeps in localStorage).
 */
export type OpenDevice = (url: string, viewport: { width: number; height: number }, token?: string) => Promise<PartyDevice>;

/** What a driver gives of a device, with `E` its reference to an element; partyDevice builds the rest. */
export type DriverPage<E> = Pick<PartyDevice, 'execute' | 'typeAndEnter' | 'screenshot' | 'errors'> & {
  /** The engine's name, for messages. */
  engine: string;
  /** Runs `body` once, as `execute` does, but an element it returns comes back as the driver's reference to it. */
  attempt: <T>(body: string, args: unknown[]) => Promise<T>;
  /** Clicks the element with the browser's own input. */
  click: (element: E) => Promise<void>;
};

/** Finds the enabled button that shows with text `arguments[0]`, as a function body for `execute`. */
const BUTTON_NAMED = 'return [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === arguments[0] && !b.disabled && b.offsetParent !== null) || null;';
const SHOWS_TEXT = 'return document.body.innerText.includes(arguments[0]);';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A device from what its driver gives. Waiting polls from here, one call at a time, not with a poller
 * in the page: a page's own timers may run late, and a timed-out wait says what the page showed.
 */
export function partyDevice<E>(driver: DriverPage<E>): PartyDevice {
  const { click, attempt, engine, ...rest } = driver;
  const waitFor = async <T>(what: string, body: string, args: unknown[] = [], timeout = 10_000): Promise<T> => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = await attempt<T>(body, args);
      if (value) return value;
      if (Date.now() > deadline) {
        const shown = await driver.execute<string>('return document.body.innerText;').catch(() => '(unreadable)');
        throw new Error(`${engine}: timed out after ${timeout} ms waiting for ${what}; the page showed: ${shown.replace(/\s+/g, ' ').slice(0, 600)}`);
      }
      await sleep(50);
    }
  };
  return {
    ...rest,
    waitFor,
    seesText: async (text, timeout) => {
      await waitFor(`"${text}"`, SHOWS_TEXT, [text], timeout);
    },
    showsText: (text) => driver.execute<boolean>(SHOWS_TEXT, [text]),
    clickButton: async (name) => click(await waitFor<E>(`a button "${name}"`, BUTTON_NAMED, [name])),
  };
}

/** How long the second phone's Wi-Fi is down: long enough to miss a bid, short of the lot's clock. */
const WIFI_DOWN_MS = 4000;
const IS_LIVE = 'return document.querySelector(".live-dot.is-live") !== null;';
// The TV's page also holds the board drawn at its first paint, hidden once the app runs: only what shows counts.
const SHOWN_HIGH_BIDS = '[...document.querySelectorAll("[data-testid=lot-high-bid]")].filter((el) => el.offsetParent !== null).map((el) => el.innerText).join(" | ")';
const SHOWN_HIGH_BID = `return ${SHOWN_HIGH_BIDS};`;
const showsHighBid = (page: PartyDevice, amount: number) => page.waitFor(`a high bid of $${amount}`, `return (${SHOWN_HIGH_BIDS}).includes(arguments[0]);`, [`$${amount}`]);

/**
 * Two phones and the TV on the party's network follow one lot, bid with the dock's button and the
 * custom field, and phone B's Wi-Fi drops mid-lot (`dropWifi` cuts its connections for a few
 * seconds): it stops claiming the high bid it can no longer vouch for, says it is reconnecting, and
 * catches up on the bid it missed. The TV shows the sale, and the winner is told. Phone A is
 * members[1]'s (Team 2), phone B members[2]'s (Team 3); the party's clocks must give the Wi-Fi's
 * drop time within a lot (bid_seconds 12, opening_seconds 30 do).
 */
export async function wifiDropJourney(
  { phoneA, phoneB, tv }: { phoneA: PartyDevice; phoneB: PartyDevice; tv: PartyDevice },
  party: LiveParty,
  api: Express,
  dropWifi: (downMs: number) => void,
): Promise<void> {
  const { draft, members, playerName } = party;
  await Promise.all([phoneA, phoneB].map((p) => p.waitFor('the room to be live', IS_LIVE, [], 20_000)));
  await tv.seesText('Live');
  await phoneA.seesText('Team 1 is nominating');

  // Team 1 nominates: both phones and the TV show the lot; the phones offer their bids.
  await request(api).post(`/api/drafts/${draft.draftId}/nominate`).set(auth(members[0]!.token)).send({ nfl_player_id: party.player }).expect(201);
  await Promise.all([phoneA, phoneB, tv].map((p) => p.seesText(playerName)));
  await tv.waitFor('the TV’s lot card', 'return document.querySelector(".lot-card-large") !== null;');
  await phoneA.clickButton('Bid $2');
  await Promise.all([phoneA, phoneB, tv].map((p) => showsHighBid(p, 2)));
  await phoneA.seesText('You have the high bid');

  // Phone B types its own amount and sends it from the keyboard.
  await phoneB.typeAndEnter(`#bid-custom-${draft.teamIds[2]}`, '6');
  await Promise.all([phoneA, phoneB, tv].map((p) => showsHighBid(p, 6)));
  await phoneB.seesText('You have the high bid');
  expect(await phoneA.showsText('You have the high bid')).toBe(false);
  await phoneB.screenshot('phone-high-bid');

  // Phone B's Wi-Fi drops, and Team 2 outbids it meanwhile: phone B says it is reconnecting and
  // no longer claims the high bid, which is no longer true.
  dropWifi(WIFI_DOWN_MS);
  await phoneB.seesText('Reconnecting…');
  await request(api).post(`/api/drafts/${draft.draftId}/bid`).set(auth(members[1]!.token)).send({ lot_id: await party.openLotId(), amount: 9 }).expect(201);
  await Promise.all([phoneA, tv].map((p) => showsHighBid(p, 9)));
  // From now on the lot can sell (the clock has its bid_seconds), while phone B is still catching up,
  // and the TV's SOLD and the winner's toast show for a few seconds: both are watched for from here.
  // Each device then takes no other call until its watch ends.
  const soldOnTv = tv.seesText('SOLD', 45_000).then(() => tv.screenshot('tv-sold'));
  const wonOnPhoneA = phoneA.seesText(`You won ${playerName} for $9`, 45_000);
  for (const watch of [soldOnTv, wonOnPhoneA]) watch.catch(() => undefined);
  expect(await phoneB.showsText('You have the high bid')).toBe(false);
  await phoneB.screenshot('phone-wifi-down');
  // Back on the Wi-Fi, it catches up: $9, Team 2's, and bids from there.
  await phoneB.waitFor('the room to be live again', IS_LIVE, [], 20_000);
  await showsHighBid(phoneB, 9);
  await phoneB.waitFor('a Bid $10 button', BUTTON_NAMED, ['Bid $10']);
  expect(await phoneB.showsText('You have the high bid')).toBe(false);
  expect(await phoneB.execute<string>(SHOWN_HIGH_BID)).toContain('Team 2');
  await phoneB.screenshot('phone-back-online');

  // The clock runs out on the server: the TV announces the sale, phone A is told it won.
  await soldOnTv;
  await wonOnPhoneA;
  const snapshot = (await request(api).get(`/api/drafts/${draft.draftId}`).set(auth(party.commissioner.token)).expect(200)).body as { picks: { nfl_player_id: string; acquisition_price: number; fantasy_team_id: number }[] };
  expect(snapshot.picks.map((p) => [p.nfl_player_id, p.acquisition_price, p.fantasy_team_id])).toEqual([[party.player, 9, draft.teamIds[1]]]);
  await phoneB.seesText(`How it went: ${playerName}, $9 to Team 2`);
  for (const page of [phoneA, phoneB, tv]) expect(await page.errors()).toEqual([]);
}
