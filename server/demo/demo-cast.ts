import { DEFAULT_ROSTER_POSITIONS } from '../../shared/draft/roster-rules.js';
import type { RosterPositions } from '../../shared/draft/types.js';
import { DEFAULT_AUCTION_BUDGET } from '../../shared/league-rules.js';

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

export const DEMO_COMMISSIONER: DemoAccount = { email: 'demo@gavel.local', username: 'commish', display_name: 'Demo Commissioner' };

export const DEMO_MEMBERS: readonly DemoAccount[] = [
  { email: 'alex@gavel.local', username: 'alex', display_name: 'Alex' },
  { email: 'sam@gavel.local', username: 'sam', display_name: 'Sam' },
  { email: 'jo@gavel.local', username: 'jo', display_name: 'Jo' },
];

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
  { team_name: "Alex's Audibles", owner_email: 'alex@gavel.local' },
  { team_name: 'Hail Mary Heroes', owner_email: null },
  { team_name: 'Red Zone Rebels', owner_email: null },
  { team_name: 'Fourth & Long', owner_email: null },
  { team_name: "Sam's Sack Masters", owner_email: 'sam@gavel.local' },
  { team_name: 'Pick Six Posse', owner_email: null },
  { team_name: 'Two-Minute Drill', owner_email: null },
  { team_name: 'End Zone Elite', owner_email: null },
  { team_name: "Jo's Gridiron Gang", owner_email: 'jo@gavel.local' },
  { team_name: 'Gridiron Gurus', owner_email: null },
  { team_name: 'Touchback Titans', owner_email: null },
];
