/**
 * CSV as RFC 4180 defines it: fields separated by commas, records by CRLF; a field holding a
 * comma, quote, CR or LF is quoted and its quotes doubled. The parser also reads LF-only files
 * and ignores a UTF-8 byte order mark, as spreadsheet exports have both.
 */
export const UTF8_BOM = '\uFEFF';

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map((v) => quote(v === null || v === undefined ? '' : String(v))).join(',')).join('\r\n') + '\r\n';
}

export function parseCsv(text: string): string[][] {
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < input.length) {
    const c = input[i] as string;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (input[i + 1] === '\n') i += 1;
      endRow();
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  // Blank lines (often at the end of a file) are not records.
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}
