/**
 * Bids this process has received and not yet answered, with the time each arrived (docs/DECISIONS.md,
 * "Fair at the buzzer"). A bid is judged by when the server received it; the clock holds a lot's sale
 * while a bid that arrived before the lot's deadline is still on its way to its transaction, so that
 * bid is judged first. A bid that hangs (a stuck connection to the database) holds the sale at most
 * HOLD_LIMIT_MS past the deadline.
 */
export const HOLD_LIMIT_MS = 2000;

export class BidArrivals {
  private readonly pending = new Map<number, Map<symbol, number>>();

  /** A bid for `draftId` arrived at `receivedMs`; call the answer when it has been judged. */
  arrive(draftId: number, receivedMs: number): () => void {
    const key = Symbol('bid');
    let ofDraft = this.pending.get(draftId);
    if (!ofDraft) {
      ofDraft = new Map();
      this.pending.set(draftId, ofDraft);
    }
    ofDraft.set(key, receivedMs);
    return () => {
      const still = this.pending.get(draftId);
      still?.delete(key);
      if (still?.size === 0) this.pending.delete(draftId);
    };
  }

  /** Whether the sale of a lot closing at `closesAtMs` waits at `nowMs` for a bid that arrived before it. */
  holdsSale(draftId: number, closesAtMs: number, nowMs: number): boolean {
    if (nowMs - closesAtMs > HOLD_LIMIT_MS) return false;
    const ofDraft = this.pending.get(draftId);
    if (!ofDraft) return false;
    for (const received of ofDraft.values()) if (received < closesAtMs) return true;
    return false;
  }
}
