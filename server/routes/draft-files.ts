import { Router, type Request } from 'express';
import type { ImportPreviewResponse, ImportResultsResponse } from '#shared/csv/api.js';
import { exportFileName } from '#shared/csv/file-names.js';
import { importResultsSchema } from '#shared/csv/requests.js';
import { currentUser } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { authorize } from '../policies/index.js';
import { loadDraft } from '../policies/draft.js';
import { respondWithCommand } from '../engine/respond.js';
import { rostersCsv } from '../exports/draft-csv.js';
import { sendCsv, sendResults } from '../exports/send-csv.js';
import { importResults, previewImport } from '../imports/results-import.js';
import { idParam, parse } from '../http/validate.js';
import { emitValues } from '../values/value-events.js';
import { loadValuedSnapshot } from '../values/valued-snapshot.js';
import { commandRouterPath } from './command-route.js';

/** /api/drafts/:id/export.csv, /rosters.csv (members) and /import-results (commissioner). */
export function draftFilesRouter(ctx: AppContext): Router {
  const router = Router();
  const { db } = ctx;
  const memberDraft = async (req: Request) => {
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'read', await loadDraft(db, draftId, user));
    return draftId;
  };

  router.get('/:id/export.csv', async (req, res) => {
    await sendResults(db, res, await memberDraft(req));
  });

  router.get('/:id/rosters.csv', async (req, res) => {
    const snapshot = await loadValuedSnapshot(db, db, await memberDraft(req));
    sendCsv(res, exportFileName(snapshot.draft, 'rosters'), rostersCsv(snapshot));
  });

  // Not a declared command: a dry run answers a preview outside the write path; its path is the table's.
  router.post(commandRouterPath('importResults', '/drafts'), async (req, res) => {
    const input = parse(importResultsSchema, req.body);
    const draftId = idParam(req.params.id, 'Draft');
    const user = currentUser(req);
    authorize(user, 'importResults', await loadDraft(db, draftId, user));
    if (input.dry_run) {
      const preview: ImportPreviewResponse = { ...(await previewImport(db, draftId, input)), dry_run: true };
      res.json(preview);
      return;
    }
    await respondWithCommand(ctx, req, res, {
      draftId,
      actorId: user.id,
      command: async (scope) => {
        const outcome = await importResults(scope, user, input);
        // The values follow the season's projections (docs/VALUES.md).
        if (outcome.season !== scope.draft.season) await emitValues(db, scope, draftId);
        return outcome;
      },
      present: (outcome, seq): ImportResultsResponse => ({
        matched: outcome.matched,
        unmatched: outcome.unmatched,
        imported: outcome.picks.length,
        season: outcome.season,
        seq,
      }),
    });
  });

  return router;
}
