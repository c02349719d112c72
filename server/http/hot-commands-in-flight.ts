/**
 * The hot commands this process has on its way: a pick or a bid received and not yet answered
 * (http/command-fast-path.ts), and the server's own moves in a live auction, the clock's sales and
 * the bots' bids and nominations (`during`). The rooms' heartbeat holds its next slot of ticks
 * while one is on its way (realtime/heartbeat.ts): a slot is one socket write per socket of the
 * rooms silent for a period, and run in the middle of a pick it stood between the pick and its room
 * (docs/BENCHMARKS.md, "A ninth machine"). A command is answered after its events went to the
 * rooms, so "answered" is also "published".
 */
export class HotCommandsInFlight {
  private count = 0;
  private waiting: (() => void)[] = [];

  /** A hot command arrived; call what this returns once it is answered (or its connection closed). */
  begin(): () => void {
    this.count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count === 0) this.release();
    };
  }

  /** Count `work` (one of the server's own commands) as on its way until it settles. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    const end = this.begin();
    try {
      return await work();
    } finally {
      end();
    }
  }

  /** Whether a hot command is on its way now. */
  get busy(): boolean {
    return this.count > 0;
  }

  /** Run `task` once no hot command is on its way: on the loop's next turn after the last answer. */
  whenIdle(task: () => void): void {
    this.waiting.push(task);
    if (this.count === 0) this.release();
  }

  private release(): void {
    if (this.waiting.length === 0) return;
    const tasks = this.waiting;
    this.waiting = [];
    // After the answer's own writes, not inside them.
    setImmediate(() => {
      for (const task of tasks) task();
    });
  }
}
