import type { Response } from 'express';
import { exportFileName } from '#shared/csv/file-names.js';
import type { DraftSnapshot } from '#shared/draft/types.js';
import type { Db } from '../db/schema.js';
import { leagueIdOfDraft } from '../draft/draft-setup.js';
import { keeperRules } from '../keepers/keeper-queries.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { resultsCsv } from './draft-csv.js';

export function sendCsv(res: Response, fileName: string, body: string): void {
  res.set('Content-Type', 'text/csv; charset=utf-8').set('Content-Disposition', `attachment; filename="${fileName}"`).send(body);
}

/** The results file of a draft (for members, and for the public board once completed). */
export async function sendResults(db: Db, res: Response, draftId: number, snapshot?: DraftSnapshot): Promise<void> {
  const s = snapshot ?? (await loadValuedSnapshot(db, db, draftId));
  sendCsv(res, exportFileName(s.draft, 'results'), resultsCsv(s, await keeperRules(db, await leagueIdOfDraft(db, draftId))));
}
