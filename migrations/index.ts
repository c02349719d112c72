import type { Migration } from 'kysely';
import * as m001 from './001_core.js';
import * as m002 from './002_nfl_data.js';
import * as m003 from './003_draft_engine.js';
import * as m004 from './004_trades.js';
import * as m005 from './005_hardening.js';
import * as m006 from './006_room_settings.js';
import * as m007 from './007_live_auction.js';
import * as m008 from './008_nomination_queue.js';
import * as m009 from './009_auction_console.js';
import * as m011 from './011_joining.js';
import * as m012 from './012_bots.js';
import * as m013 from './013_join_version.js';
import * as m014 from './014_blank_nicknames.js';

/**
 * Every migration, in order. A static list (rather than reading the folder) so the
 * same code runs under tsx, vitest and bundlers without filesystem tricks.
 */
export const migrations: Record<string, Migration> = {
  '001_core': m001,
  '002_nfl_data': m002,
  '003_draft_engine': m003,
  '004_trades': m004,
  '005_hardening': m005,
  '006_room_settings': m006,
  '007_live_auction': m007,
  '008_nomination_queue': m008,
  '009_auction_console': m009,
  '011_joining': m011,
  '012_bots': m012,
  '013_join_version': m013,
  '014_blank_nicknames': m014,
};
