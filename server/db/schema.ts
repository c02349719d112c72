import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from './core-tables.js';
import type { PlayerTables } from './player-tables.js';
import type { DraftEngineTables } from './draft-engine-tables.js';
import type { AuctionTables } from './auction-tables.js';
import type { BotTables } from './bot-tables.js';

export interface Database extends CoreTables, PlayerTables, DraftEngineTables, AuctionTables, BotTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
