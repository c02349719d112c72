import { compress } from '../http/compress-large.js';

type Encoding = 'br' | 'gzip';

/** One draft's board at one seq: the JSON bytes, and each compressed copy once a client asked for it. */
export class CachedBoard {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly seq: number,
    json: string,
    /** What else the bytes depend on (the member board's presence, server/realtime/presence.ts). */
    readonly tag = '',
  ) {
    this.body = Buffer.from(json, 'utf8');
  }

  /** The body in `encoding`, compressed once (in zlib's thread pool) and kept for every later reader. */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let copy = this.encoded.get(encoding);
    if (!copy) {
      copy = compress(this.body, encoding);
      this.encoded.set(encoding, copy);
      // A failed compression is not kept: the next reader tries again.
      copy.catch(() => this.encoded.delete(encoding));
    }
    return copy;
  }
}

/**
 * The serialized answer of a whole-board read, per draft, for its latest seq (public
 * board reads). A board is a function of the draft's log: every change to what it shows is an
 * event that moves `seq`, which is also what its ETag names, so the bytes built for one seq serve
 * every later read of that seq, and a newer seq replaces them. Readers look the draft's seq up
 * in the database first, so a board is never served past its seq, however many processes write
 * (on PostgreSQL, another server's pick moves the seq this one reads). Bounded: the least
 * recently read drafts are dropped beyond `capacity`.
 */
export class BoardCache {
  private readonly boards = new Map<number, CachedBoard>();

  constructor(private readonly capacity = 500) {}

  get(draftId: number, seq: number, tag = ''): CachedBoard | undefined {
    const hit = this.boards.get(draftId);
    if (!hit || hit.seq !== seq || hit.tag !== tag) return undefined;
    // Map order is insertion order: move it to the back, so the front is least recently read.
    this.boards.delete(draftId);
    this.boards.set(draftId, hit);
    return hit;
  }

  /** The board built at `seq`, kept unless a newer one is known already. */
  set(draftId: number, seq: number, json: string, tag = ''): CachedBoard {
    const known = this.boards.get(draftId);
    const board = new CachedBoard(seq, json, tag);
    // A slow read of an older seq must not replace a newer board.
    if (known && known.seq > seq) return board;
    this.boards.delete(draftId);
    if (this.boards.size >= this.capacity) {
      const oldest = this.boards.keys().next();
      if (!oldest.done) this.boards.delete(oldest.value);
    }
    this.boards.set(draftId, board);
    return board;
  }
}

const publicBoards = new WeakMap<object, BoardCache>();

/**
 * The public board's cache for one app (keyed by its context): the API's board reads and the
 * board's page, which carries the same read (server/http/board-document.ts), share it.
 */
export function publicBoardCache(app: object): BoardCache {
  let cache = publicBoards.get(app);
  if (!cache) {
    cache = new BoardCache();
    publicBoards.set(app, cache);
  }
  return cache;
}
