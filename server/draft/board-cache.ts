/**
 * The serialized answer of a whole-board read, per draft, for its latest seq (issue 16: public
 * board reads). A board is a function of the draft's log: every change to what it shows is an
 * event that moves `seq`, which is also what its ETag names, so the JSON built for one seq serves
 * every later read of that seq, and a newer seq replaces it. Bounded: the least recently read
 * drafts are dropped beyond `capacity`.
 */
export class BoardCache {
  private readonly boards = new Map<number, { seq: number; json: string }>();

  constructor(private readonly capacity = 500) {}

  get(draftId: number, seq: number): string | undefined {
    const hit = this.boards.get(draftId);
    if (!hit || hit.seq !== seq) return undefined;
    // Map order is insertion order: move it to the back, so the front is least recently read.
    this.boards.delete(draftId);
    this.boards.set(draftId, hit);
    return hit.json;
  }

  set(draftId: number, seq: number, json: string): void {
    const known = this.boards.get(draftId);
    // A slow read of an older seq must not replace a newer board.
    if (known && known.seq > seq) return;
    this.boards.delete(draftId);
    if (this.boards.size >= this.capacity) {
      const oldest = this.boards.keys().next();
      if (!oldest.done) this.boards.delete(oldest.value);
    }
    this.boards.set(draftId, { seq, json });
  }
}
