import { z } from 'zod';

/** 2 MB of CSV is some 20,000 rows, far more than any league's results. */
export const MAX_IMPORT_CSV_LENGTH = 2_000_000;

const header = (label: string) => z.string({ error: `${label} column is required` }).trim().min(1, `${label} column is required`).max(200);

/** POST /api/drafts/:id/import-results */
export const importResultsSchema = z
  .object({
    csv: z.string({ error: 'csv is required' }).min(1, 'csv is required').max(MAX_IMPORT_CSV_LENGTH, 'The CSV file is too large (at most 2 MB)'),
    mapping: z
      .object({
        player: header('Player'),
        position: header('Position'),
        nfl_team: z.string().trim().max(200).optional(),
        fantasy_team: header('Fantasy team'),
        price: header('Price'),
      })
      .strict(),
    /** Only match and report; write nothing. */
    dry_run: z.boolean({ error: 'dry_run must be true or false' }).optional(),
  })
  .strict();
export type ImportResultsRequest = z.infer<typeof importResultsSchema>;
