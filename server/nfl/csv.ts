import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** One CSV row keyed by header; an empty cell is `''`. */
export type CsvRow = Record<string, string>;

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * RFC 4180 parsing: quoted fields may hold commas, quotes ("") and newlines. The bundled files
 * quote headshot URLs ("f_auto,q_auto") and some colleges, so splitting on commas is not enough.
 */
export function parseCsv(text: string): CsvRow[] {
  const records: string[][] = [];
  let record: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) throw new Error('CSV: unterminated quoted field');
        value += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          i = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
      record.push(value);
    } else {
      let end = i;
      while (end < n) {
        const c = text.charCodeAt(end);
        if (c === COMMA || c === LF || c === CR) break;
        end++;
      }
      record.push(text.slice(i, end));
      i = end;
    }
    if (text.charCodeAt(i) === COMMA) {
      i++;
      if (i === n) record.push('');
      continue;
    }
    if (text.charCodeAt(i) === CR) i++;
    if (text.charCodeAt(i) === LF) i++;
    records.push(record);
    record = [];
  }
  if (record.length > 0) records.push(record);
  const [header, ...body] = records.filter((r) => r.length > 1 || r[0] !== '');
  if (!header) return [];
  return body.map((cells) => {
    const row: CsvRow = {};
    header.forEach((name, k) => (row[name] = cells[k] ?? ''));
    return row;
  });
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
