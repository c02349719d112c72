import { DEMO_USERNAME_PREFIX, RESERVED_EMAIL_TLD } from '#shared/accounts/requests.js';
import { DEFAULT_ROSTER_POSITIONS } from '#shared/draft/roster-rules.js';
import type { RosterPositions } from '#shared/draft/types.js';
import { DEFAULT_AUCTION_BUDGET } from '#shared/league-rules.js';

/**
 * Who and what the demo seed creates (`npm run seed`). Everything is fixed here so the printed
 * logins, the README and the test agree, and so a re-run can find what an earlier run made.
 */

export const DEMO_PASSWORD = 'gavel-demo';

export interface DemoAccount {
  email: string;
  username: string;
  display_name: string;
}

/**
 * Demo accounts cannot collide with real ones (docs/DECISIONS.md, "First minutes"): their emails
 * are under `.invalid` (RFC 2606: never a real address) and their usernames start with `demo-`,
 * both of which registration keeps for the demo (shared/accounts/requests.ts).
 */
export const DEMO_EMAIL_DOMAIN = `demo${RESERVED_EMAIL_TLD}`;
const demoAccount = (name: string, display_name: string): DemoAccount => ({
  email: `${DEMO_USERNAME_PREFIX}${name}@${DEMO_EMAIL_DOMAIN}`,
  username: `${DEMO_USERNAME_PREFIX}${name}`,
  display_name,
});

export const DEMO_COMMISSIONER: DemoAccount = demoAccount('commish', 'Demo Commissioner');

export const DEMO_MEMBERS: readonly DemoAccount[] = [demoAccount('alex', 'Alex'), demoAccount('sam', 'Sam'), demoAccount('jo', 'Jo')];
const [ALEX, SAM, JO] = DEMO_MEMBERS as [DemoAccount, DemoAccount, DemoAccount];

export const DEMO_LEAGUE_NAME = 'Demo League';
export const DEMO_SEASON = 2026;
export const DEMO_BUDGET = DEFAULT_AUCTION_BUDGET;
export const DEMO_ROSTER: RosterPositions = { ...DEFAULT_ROSTER_POSITIONS };

/** Lots sold before the demo hands over: enough to fill the board's first rows, not the draft. */
export const DEMO_PICK_COUNT = 40;

/** Seed of the auction's pseudo-random choices: the same data always gives the same draft. */
export const DEMO_RANDOM_SEED = 2026;

export interface DemoTeam {
  team_name: string;
  owner_email: string | null;
}

/** In draft order; the members sit at positions 2, 6 and 10 so their teams spread across the board. */
export const DEMO_TEAMS: readonly DemoTeam[] = [
  { team_name: 'Blitz Brigade', owner_email: null },
  { team_name: "Alex's Audibles", owner_email: ALEX.email },
  { team_name: 'Hail Mary Heroes', owner_email: null },
  { team_name: 'Red Zone Rebels', owner_email: null },
  { team_name: 'Fourth & Long', owner_email: null },
  { team_name: "Sam's Sack Masters", owner_email: SAM.email },
  { team_name: 'Pick Six Posse', owner_email: null },
  { team_name: 'Two-Minute Drill', owner_email: null },
  { team_name: 'End Zone Elite', owner_email: null },
  { team_name: "Jo's Gridiron Gang", owner_email: JO.email },
  { team_name: 'Gridiron Gurus', owner_email: null },
  { team_name: 'Touchback Titans', owner_email: null },
];
