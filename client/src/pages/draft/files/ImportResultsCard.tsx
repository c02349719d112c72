import { useId, useState } from 'react';
import { ScrollArea } from '#client/components/ScrollArea.js';
import { DataTable, type TableColumn } from '#client/components/table/DataTable.js';
import type { ImportPreviewResponse } from '#shared/csv/api.js';
import { parseCsv } from '#shared/csv/csv.js';
import { defaultImportSeason, importDraftDateError, importSeasonChoices, localDay } from '#shared/csv/import-season.js';
import {
  columnRequired,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_CSV_LENGTH,
  missingColumns,
  REQUIRED_IMPORT_FIELDS,
  suggestMapping,
  type ColumnMapping,
  type ImportField,
} from '#shared/csv/results-import.js';
import { previewImport } from '#client/api/draft-files.js';
import { failureMessage } from '#client/api/transport.js';
import { useDraftInfo } from '#client/draft-data/hooks.js';
import { DRAFT_DATE_LABEL, draftDateHint, SEASON_LABEL, seasonHint } from './import-season-text.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';

/** Rows of the file shown under the column choices, enough to see which column is which. */
export const PREVIEW_ROWS = 5;
export const EMPTY_FILE_TEXT = 'The file has no rows under its header';

interface LoadedFile {
  name: string;
  csv: string;
  table: string[][];
}

/** Field → the chosen column's header; '' = none chosen. */
type Choices = Record<ImportField, string>;

const choicesFrom = (guess: Partial<ColumnMapping>): Choices => ({
  player: guess.player ?? '',
  position: guess.position ?? '',
  nfl_team: guess.nfl_team ?? '',
  fantasy_team: guess.fantasy_team ?? '',
  price: guess.price ?? '',
});

/** The mapping the request needs, or the first missing field's text (the server's own). */
function completeMapping(choices: Choices): ColumnMapping | string {
  const missing = REQUIRED_IMPORT_FIELDS.find((field) => choices[field] === '');
  if (missing) return columnRequired(IMPORT_FIELD_LABELS[missing]);
  const { nfl_team, ...required } = choices;
  return nfl_team === '' ? required : { ...required, nfl_team };
}

/**
 * A league that drafted elsewhere last season brings its results in, for last season's
 * prices (keeper costs in a keeper league; the lot card, Price History and draft history in any:
 * the `intro` says which, client/src/pages/draft/settings/import-offer.ts). Choose the file, say which column is
 * which (guessed from the header), check the matches (a dry run: matched rows and a report of the
 * unmatched), then import: the draft is filled with the matched picks and completed, filed under
 * the season chosen here (last season unless told otherwise), and becomes the next draft's
 * previous one.
 */
export function ImportResultsCard({ draftId, intro }: { draftId: number; intro: string }) {
  const commands = useDraftCommands();
  const draftSeason = useDraftInfo()?.season ?? new Date().getFullYear();
  const seasonId = useId();
  const [season, setSeason] = useState(() => defaultImportSeason(draftSeason));
  const dateId = useId();
  const [draftDate, setDraftDate] = useState('');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<Choices>(() => choicesFrom({}));
  const [report, setReport] = useState<ImportPreviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);

  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setError(null);
    setFile(null);
    if (!chosen) return;
    const csv = await chosen.text();
    // The same table the server reads, so the preview's line numbers are the report's.
    const tooLarge = csv.length > MAX_IMPORT_CSV_LENGTH;
    const table = tooLarge ? [] : parseCsv(csv);
    const hasRows = table.slice(1).some((row) => row.some((cell) => cell.trim() !== ''));
    if (tooLarge || !hasRows) {
      setError(tooLarge ? IMPORT_TOO_LARGE : EMPTY_FILE_TEXT);
      return;
    }
    setFile({ name: chosen.name, csv, table });
    setMapping(choicesFrom(suggestMapping(table[0] ?? [])));
  };

  const mapField = (field: ImportField, header: string) => {
    setMapping({ ...mapping, [field]: header });
    setReport(null);
  };

  /** The request's mapping, season and date, or null after showing the first problem (the server's words). */
  const request = () => {
    const complete = completeMapping(mapping);
    const dateError = draftDate === '' ? null : importDraftDateError(draftDate, season, localDay());
    if (typeof complete === 'string') {
      setError(complete);
      return null;
    }
    if (dateError) {
      setError(dateError);
      return null;
    }
    setError(null);
    return { mapping: complete, season, ...(draftDate === '' ? {} : { draft_date: draftDate }) };
  };

  const check = async () => {
    const complete = request();
    if (!file || !complete) return;
    setBusy('check');
    try {
      setReport(await previewImport(draftId, { csv: file.csv, ...complete }));
    } catch (err) {
      setError(failureMessage(err, 'Failed to check the file'));
    } finally {
      setBusy(null);
    }
  };

  const importNow = async () => {
    const complete = request();
    if (!file || !complete) return;
    setBusy('import');
    const done = await commands.importResults({ csv: file.csv, ...complete });
    setBusy(null);
    if (done) setFile(null);
  };

  const header = file?.table[0] ?? [];
  const missing = file ? missingColumns(header, mapping) : [];
  return (
    <section className="card settings-wide import-card" aria-labelledby="import-title">
      <h2 className="card-title" id="import-title">
        Import last season&apos;s results
      </h2>
      <p className="muted small">{intro}</p>
      <div className="import-season">
        <label htmlFor={seasonId}>{SEASON_LABEL}</label>
        <select id={seasonId} className="input" value={season} aria-describedby={`${seasonId}-hint`} onChange={(event) => setSeason(Number(event.target.value))}>
          {importSeasonChoices(draftSeason).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <span id={`${seasonId}-hint`} className="muted small">
          {seasonHint(season)}
        </span>
      </div>
      <div className="import-season">
        <label htmlFor={dateId}>{DRAFT_DATE_LABEL}</label>
        <input
          id={dateId}
          type="date"
          className="input"
          value={draftDate}
          min={`${season}-01-01`}
          max={[`${season}-12-31`, localDay()].sort()[0]}
          aria-describedby={`${dateId}-hint`}
          onChange={(event) => {
            setDraftDate(event.target.value);
            setReport(null);
          }}
        />
        <span id={`${dateId}-hint`} className="muted small">
          {draftDateHint(season)}
        </span>
      </div>
      <label className="import-file">
        <span>CSV file</span>
        <input type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {file && (
        <>
          <h3 className="import-step">Which column is which?</h3>
          <div className="import-mapping">
            {IMPORT_FIELDS.map((field) => (
              <label key={field} className="import-map-field">
                <span>
                  {IMPORT_FIELD_LABELS[field]}
                  {field === 'nfl_team' && <span className="muted"> (optional)</span>}
                </span>
                <select className="input" value={mapping[field]} onChange={(event) => mapField(field, event.target.value)}>
                  <option value="">{field === 'nfl_team' ? '— none —' : '— choose a column —'}</option>
                  {header.map((h, i) => (
                    <option key={`${h}-${i}`} value={h}>
                      {h || `Column ${i + 1}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          {missing.length > 0 && <p className="form-error">The file has no column {missing.map((m) => `"${m}"`).join(', ')}</p>}
          <ScrollArea className="table-scroll" label={`First rows of ${file.name}`}>
            <DataTable
              className="import-preview"
              columns={previewColumns(header, mapping)}
              rows={file.table.slice(1, 1 + PREVIEW_ROWS)}
              rowKey={(_row, i) => i}
              rowContext={(_row, i) => i + 2}
            />
          </ScrollArea>
          <p className="muted small">
            {file.table.length - 1} rows in {file.name}
          </p>
          <div className="form-actions form-actions-start">
            <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void check()}>
              {busy === 'check' ? 'Checking...' : 'Check matches'}
            </button>
            {report && report.matched.length > 0 && (
              <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void importNow()}>
                {busy === 'import' ? 'Importing...' : `Import ${report.matched.length} picks`}
              </button>
            )}
          </div>
          {report && <MatchReport report={report} />}
        </>
      )}
    </section>
  );
}

/** The file's first rows under the chosen columns; each row's context is its line in the file (the header is line 1). */
function previewColumns(header: readonly string[], mapping: Choices): TableColumn<string[], number>[] {
  return [
    { id: 'line', header: 'Line', cell: (_row, line) => line },
    ...IMPORT_FIELDS.map((field): TableColumn<string[], number> => {
      const column = mapping[field] === '' ? -1 : header.indexOf(mapping[field]);
      return { id: field, header: IMPORT_FIELD_LABELS[field], cell: (row) => (column < 0 ? <span className="muted">—</span> : row[column]) };
    }),
  ];
}

const UNMATCHED_COLUMNS: TableColumn<ImportPreviewResponse['unmatched'][number]>[] = [
  { id: 'line', header: 'Line', cell: (row) => row.line },
  { id: 'player', header: 'Player', cell: (row) => row.player || <span className="muted">—</span> },
  { id: 'why', header: 'Why', cell: (row) => row.reason },
];

function MatchReport({ report }: { report: ImportPreviewResponse }) {
  return (
    <div className="import-report" role="status" data-testid="import-report">
      <p>
        <strong>{report.matched.length}</strong> {report.matched.length === 1 ? 'row matches' : 'rows match'} a player and a team of this draft;{' '}
        <strong>{report.unmatched.length}</strong> {report.unmatched.length === 1 ? 'row does' : 'rows do'} not and will be left out.
      </p>
      {report.unmatched.length > 0 && (
        <ScrollArea className="table-scroll" label="Rows not matched">
          <DataTable className="import-unmatched" columns={UNMATCHED_COLUMNS} rows={report.unmatched} rowKey={(row) => row.line} />
        </ScrollArea>
      )}
    </div>
  );
}
