import type { PlayerPosition } from '../draft/types.js';

/**
 * Last season's results from another site's CSV export. Exports name their columns
 * differently, so the user maps each field to a column in a preview; suggestMapping guesses it
 * from the header. Players are matched by name + position, and the NFL team breaks ties.
 */
export const IMPORT_FIELDS = ['player', 'position', 'nfl_team', 'fantasy_team', 'price'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Field → the header of the column it is read from; nfl_team may be left out. */
export type ColumnMapping = Record<Exclude<ImportField, 'nfl_team'>, string> & { nfl_team?: string | undefined };

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  player: 'Player',
  position: 'Position',
  nfl_team: 'NFL team',
  fantasy_team: 'Fantasy team',
  price: 'Price',
};

/** 2 MB of CSV is some 20,000 rows, far more than any league's results. */
export const MAX_IMPORT_CSV_LENGTH = 2_000_000;
export const IMPORT_TOO_LARGE = 'The CSV file is too large (at most 2 MB)';

/** The fields the import cannot do without (the NFL team only breaks ties). */
export const REQUIRED_IMPORT_FIELDS = ['player', 'position', 'fantasy_team', 'price'] as const satisfies readonly ImportField[];
export const columnRequired = (label: string) => `${label} column is required`;

const ALIASES: Record<ImportField, string[]> = {
  player: ['player', 'player name', 'name', 'full name'],
  position: ['position', 'pos', 'slot position'],
  nfl_team: ['nfl team', 'pro team', 'team abbr', 'nfl', 'tm'],
  fantasy_team: ['fantasy team', 'team name', 'owner', 'manager', 'drafted by', 'team'],
  price: ['price', 'cost', 'bid', 'salary', 'amount', 'winning bid', '$'],
};

const norm = (s: string) => s.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

/** The first header each field's aliases name, each header used once. */
export function suggestMapping(headers: readonly string[]): Partial<ColumnMapping> {
  const used = new Set<string>();
  const mapping: Partial<ColumnMapping> = {};
  for (const field of IMPORT_FIELDS) {
    const header = ALIASES[field].map((alias) => headers.find((h) => norm(h) === alias && !used.has(h))).find((h) => h !== undefined);
    if (header !== undefined) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

export interface ImportRow {
  /** 1-based line of the record in the file, the header being line 1. */
  line: number;
  player: string;
  position: PlayerPosition | null;
  nfl_team: string | null;
  fantasy_team: string;
  price: number | null;
}

const POSITION_ALIASES: Record<string, PlayerPosition> = {
  QB: 'QB', RB: 'RB', WR: 'WR', TE: 'TE', K: 'K', PK: 'K', DEF: 'DEF', DST: 'DEF', 'D/ST': 'DEF', D: 'DEF', DS: 'DEF',
};
export function normalizePosition(text: string): PlayerPosition | null {
  return POSITION_ALIASES[text.trim().toUpperCase().replace(/\s+/g, '')] ?? null;
}

const TEAM_ALIASES: Record<string, string> = {
  JAC: 'JAX', WSH: 'WAS', LA: 'LAR', STL: 'LAR', LVR: 'LV', OAK: 'LV', SD: 'LAC', GNB: 'GB', KAN: 'KC', NWE: 'NE', NOR: 'NO', SFO: 'SF', TAM: 'TB',
};
export function normalizeTeam(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (code === '' || code === 'FA') return null;
  return TEAM_ALIASES[code] ?? code;
}

/** Lower-case ASCII words without punctuation or a generational suffix: "D.J. Moore Jr." → "dj moore". */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(jr|sr|ii|iii|iv|v)\b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** "$12", "12", " 12 " → 12; anything else → null. */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '');
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : null;
}

/** The records under the header, read through the mapping. */
export function importRows(table: readonly (readonly string[])[], mapping: ColumnMapping): ImportRow[] {
  const [header = [], ...records] = table;
  const column = (name: string | undefined) => (name === undefined ? -1 : header.indexOf(name));
  const at = (record: readonly string[], index: number) => (index < 0 ? '' : (record[index] ?? '').trim());
  const cols = {
    player: column(mapping.player),
    position: column(mapping.position),
    nfl_team: column(mapping.nfl_team),
    fantasy_team: column(mapping.fantasy_team),
    price: column(mapping.price),
  };
  return records.map((record, i) => ({
    line: i + 2,
    player: at(record, cols.player),
    position: normalizePosition(at(record, cols.position)),
    nfl_team: normalizeTeam(at(record, cols.nfl_team)),
    fantasy_team: at(record, cols.fantasy_team),
    price: parsePrice(at(record, cols.price)),
  }));
}

/** Every mapped header must exist in the file. */
export function missingColumns(header: readonly string[], mapping: ColumnMapping): string[] {
  return Object.values(mapping).filter((h): h is string => h !== undefined && h !== '' && !header.includes(h));
}
