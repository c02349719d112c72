import type { Request, Response } from 'express';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { findStoredAnswer, idempotencyClaim, storeAnswer, type StoredAnswer } from './idempotency.js';
import { runDraftCommand, type CommandOptions, type CommandScope } from './write-path.js';

/** Thrown inside the transaction to roll it back and answer with what the first request got. */
class Replay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('idempotent replay');
  }
}

export interface CommandResponse<R> {
  draftId: number;
  actorId: number;
  /** HTTP status of a successful answer. */
  status?: number;
  command: (scope: CommandScope) => Promise<R>;
  /** The answer body from the command's result and the draft's seq after it. */
  present: (result: R, seq: number) => unknown;
  alsoLocks?: CommandOptions<R>['alsoLocks'];
  /**
   * The rights check, run first inside the transaction on the locked draft row (before an
   * idempotent replay): rights are judged on the state the command commits against, and the
   * request reads nothing outside its transaction (docs/BENCHMARKS.md, Pick throughput).
   */
  authorize?: (scope: CommandScope) => Promise<void>;
  /** Runs once the command has committed (not on an idempotent replay): signals that are no event. */
  afterCommit?: (result: R) => void;
}

/**
 * Run a draft command for a route and answer it, honouring an Idempotency-Key header: the same
 * user and key get the first answer again (status and body), and the key is stored in the
 * command's transaction, so a retry racing the original waits on the draft lock and then replays.
 */
export async function respondWithCommand<R>(ctx: AppContext, req: Request, res: Response, spec: CommandResponse<R>): Promise<void> {
  const status = spec.status ?? 200;
  const claim = idempotencyClaim(req, spec.actorId);
  let body: unknown;
  try {
    const { result } = await runDraftCommand(
      ctx,
      spec.draftId,
      spec.actorId,
      async (scope) => {
        await spec.authorize?.(scope);
        const stored = claim && (await findStoredAnswer(scope.trx, claim));
        if (stored) throw new Replay(stored);
        return spec.command(scope);
      },
      {
        ...(spec.alsoLocks ? { alsoLocks: spec.alsoLocks } : {}),
        beforeCommit: async (trx, outcome) => {
          body = spec.present(outcome.result, outcome.seq);
          if (claim) await storeAnswer(trx, claim, { status, body });
        },
      },
    );
    spec.afterCommit?.(result);
  } catch (err) {
    if (err instanceof Replay) {
      res.status(err.answer.status).set('Idempotent-Replayed', 'true').json(err.answer.body);
      return;
    }
    // The same key used concurrently on another draft: the key's primary key decides.
    const stored = claim && isUniqueViolation(err) ? await findStoredAnswer(ctx.db, claim) : undefined;
    if (!stored) throw err;
    res.status(stored.status).set('Idempotent-Replayed', 'true').json(stored.body);
    return;
  }
  res.status(status).json(body);
}
