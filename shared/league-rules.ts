/**
 * Limits and defaults of spec 01 §5 and §9, shared so the forms and the server agree (roster slots:
 * draft/roster-rules.ts).
 * Upper bounds the spec leaves open (budget, keepers, name lengths) keep values inside
 * a 32-bit integer column and a readable card; they are documented in docs/API.md.
 */

export const MIN_TEAMS = 2;
export const MAX_TEAMS = 32;
export const DEFAULT_NUM_TEAMS = 12;

export const MIN_AUCTION_BUDGET = 1;
export const MAX_AUCTION_BUDGET = 1_000_000;
export const DEFAULT_AUCTION_BUDGET = 200;

export const KEEPER_PENALTY_TYPES = ['FIXED_INCREASE', 'PERCENTAGE_INCREASE'] as const;
export type KeeperPenaltyType = (typeof KEEPER_PENALTY_TYPES)[number];

export const MAX_KEEPERS_LIMIT = 100;
export const MAX_KEEPER_PENALTY_AMOUNT = 10_000;

/** Default league form (spec §9). */
export interface LeagueSettings {
  is_keeper_league: boolean;
  max_keepers: number;
  keeper_penalty_type: KeeperPenaltyType;
  keeper_penalty_amount: number;
}

export const DEFAULT_LEAGUE_SETTINGS: Readonly<LeagueSettings> = Object.freeze({
  is_keeper_league: false,
  max_keepers: 0,
  keeper_penalty_type: 'FIXED_INCREASE',
  keeper_penalty_amount: 5,
});

/** Input step of the penalty amount: whole dollars for a fixed increase, tenths of a percent otherwise. */
export function keeperPenaltyStep(type: KeeperPenaltyType): number {
  return type === 'FIXED_INCREASE' ? 1 : 0.1;
}

export function isOnStep(value: number, step: number): boolean {
  const units = value / step;
  return Math.abs(units - Math.round(units)) < 1e-9;
}

export const MAX_NAME_LENGTH = 100;
export const MAX_USERNAME_LENGTH = 50;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** The "simple address pattern" of the settings page: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** Season choices: the current year or the next. */
export function seasonChoices(now: Date = new Date()): [number, number] {
  const year = now.getFullYear();
  return [year, year + 1];
}

export const defaultTeamName = (n: number) => `Team ${n}`;
