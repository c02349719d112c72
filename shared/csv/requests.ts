import { z } from 'zod';
import { DRAFT_DATE_FORMAT } from './import-season.js';
import { columnRequired, IMPORT_FIELD_LABELS, IMPORT_TOO_LARGE, MAX_IMPORT_CSV_LENGTH } from './results-import.js';

const header = (label: string) => z.string({ error: columnRequired(label) }).trim().min(1, columnRequired(label)).max(200);

/** POST /api/drafts/:id/import-results */
export const importResultsSchema = z
  .object({
    csv: z.string({ error: 'csv is required' }).min(1, 'csv is required').max(MAX_IMPORT_CSV_LENGTH, IMPORT_TOO_LARGE),
    mapping: z
      .object({
        player: header(IMPORT_FIELD_LABELS.player),
        position: header(IMPORT_FIELD_LABELS.position),
        nfl_team: z.string().trim().max(200).optional(),
        fantasy_team: header(IMPORT_FIELD_LABELS.fantasy_team),
        price: header(IMPORT_FIELD_LABELS.price),
      })
      .strict(),
    /**
     * The season the results were played in (shared/csv/import-season.ts); its range depends on
     * the draft's own season, so the command checks it. Left out: the season before the draft's.
     */
    season: z.number({ error: 'Season of these results must be a year' }).int('Season of these results must be a year').optional(),
    /**
     * The day the draft was held (shared/csv/import-season.ts, importDraftDateError): a
     * YYYY-MM-DD of the results' season, checked by the command. Left out: no date is recorded.
     */
    draft_date: z.string({ error: DRAFT_DATE_FORMAT }).optional(),
    /** Only match and report; write nothing. */
    dry_run: z.boolean({ error: 'dry_run must be true or false' }).optional(),
  })
  .strict();
export type ImportResultsRequest = z.infer<typeof importResultsSchema>;
