// Loaded into a benchmarked server with `--import` (BENCH_SCHED=1, scripts/bench/sched-timing.ts): for
// every command answered under /api/drafts/<id>/ whose answer carries the event's `seq`, what the
// kernel's scheduler says of the server's threads from the request's arrival to its answer
// (/proc/<thread>/schedstat: time on a core, time runnable but waiting for one). On a 2-core machine
// beside a load generator, a pick is slow either because its main thread works longer or because it
// waits for a core while something else runs: the server's own other threads (V8's optimizing
// compiler and collector helpers, the WAL's pool), or another process. Linux only; elsewhere it stamps
// nothing. Reading the threads' files costs the main thread about 0.1 ms a command, inside the
// figures. On SIGUSR2 it writes every stamp so far to GAVEL_BENCH_SCHED_OUT (whole, by a rename).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const out = process.env.GAVEL_BENCH_SCHED_OUT;
if (out && existsSync('/proc/thread-self/schedstat')) {
  /** Flat, seven numbers a command: draft id, seq, arrival and answer (epoch ms), the main thread's ms on a core and waiting for one, the other threads' ms on a core. */
  const stamps = [];
  const now = () => performance.timeOrigin + performance.now();
  /** schedstat's first two fields: ns on a core, ns runnable and waiting; in ms. */
  const schedOf = (file) => {
    const [onCore, waiting] = readFileSync(file, 'utf8').split(' ');
    return [Number(onCore) / 1e6, Number(waiting) / 1e6];
  };
  const ownThread = () => schedOf('/proc/thread-self/schedstat');
  /** Every thread of the process but this one: ms on a core, summed (a thread that ended meanwhile is left out). */
  const mainTid = process.pid;
  const othersOnCore = () => {
    let sum = 0;
    for (const tid of readdirSync('/proc/self/task')) {
      if (Number(tid) === mainTid) continue;
      try {
        sum += schedOf(`/proc/self/task/${tid}/schedstat`)[0];
      } catch {
        // The thread ended between the listing and the read.
      }
    }
    return sum;
  };
  const COMMAND = /^\/api\/drafts\/(\d+)\//;
  const started = new WeakMap();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampedEmit(event, req) {
    if (event === 'request' && req.method === 'POST' && COMMAND.test(req.url ?? '')) started.set(req, { at: now(), own: ownThread(), others: othersOnCore() });
    return emit.apply(this, arguments);
  };
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function stampedEnd(chunk, ...rest) {
    const start = this.req && started.get(this.req);
    if (start && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && chunk.length < 4096) {
      let seq;
      try {
        seq = JSON.parse(String(chunk)).seq;
      } catch {
        // Not JSON: not an event's answer.
      }
      if (Number.isInteger(seq)) {
        const own = ownThread();
        const draftId = Number(COMMAND.exec(this.req.url)[1]);
        stamps.push(draftId, seq, start.at, now(), own[0] - start.own[0], own[1] - start.own[1], othersOnCore() - start.others);
      }
    }
    return end.call(this, chunk, ...rest);
  };
  let dumps = 0;
  process.on('SIGUSR2', () => {
    dumps += 1;
    writeFileSync(`${out}.tmp`, JSON.stringify({ dumps, stamps }));
    renameSync(`${out}.tmp`, out);
  });
}
