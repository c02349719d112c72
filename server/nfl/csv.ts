import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One CSV row keyed by header; an empty cell is `''`. */
export type CsvRow = Record<string, string>;

/**
 * RFC 4180 parsing: quoted fields may hold commas, quotes ("") and newlines. The bundled files
 * quote headshot URLs ("f_auto,q_auto") and some colleges, so splitting on commas is not enough.
 */
export function parseCsv(text: string): CsvRow[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [header, ...body] = records.filter((r) => r.length > 1 || r[0] !== '');
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

/** Read a bundled `<dir>/<name>.csv.gz`. */
export function readCsvFile(dir: string, name: string): CsvRow[] {
  return parseCsv(gunzipSync(readFileSync(path.join(dir, `${name}.csv.gz`))).toString('utf8'));
}

/** Cell helpers: an empty cell is "not available", which the database stores as NULL. */
export function text(row: CsvRow, column: string): string | null {
  const value = row[column];
  return value === undefined || value === '' ? null : value;
}

export function num(row: CsvRow, column: string): number | null {
  const value = text(row, column);
  if (value === null) return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Column ${column}: "${value}" is not a number`);
  return parsed;
}

export function requiredText(row: CsvRow, column: string): string {
  const value = text(row, column);
  if (value === null) throw new Error(`Column ${column} is empty in ${JSON.stringify(row).slice(0, 200)}`);
  return value;
}

export function requiredNum(row: CsvRow, column: string): number {
  const value = num(row, column);
  if (value === null) throw new Error(`Column ${column} is empty in ${JSON.stringify(row).slice(0, 200)}`);
  return value;
}
