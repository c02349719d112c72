import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTrx } from './schema.js';
import { directRunOf, idleReadOf } from './direct-sqlite.js';

/** Stands for the i-th argument while a prepared query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery;
  /** For each bound parameter: the argument it takes, or undefined for a constant of the query. */
  slots: (number | undefined)[];
}

/**
 * A hot-path query built and compiled by Kysely once per dialect, then run with new arguments:
 * building and compiling per call was about a twentieth of a saturated pick run
 * (docs/BENCHMARKS.md, Pick throughput). The SQLite connection then reuses its prepared
 * statement for the same SQL text (connect.ts).
 *
 * `build` must use its arguments only as bound values (in where, values, set), never to shape the
 * query (no `if (arg)`, no arrays whose length varies): the query is compiled with placeholders
 * standing for them, and each placeholder must come out as a bound parameter.
 */
export function preparedQuery<A extends unknown[], O>(build: (db: DbOrTrx, ...args: A) => Compilable<O>) {
  // Keyed by the dialect's adapter: one template per dialect (tests run both).
  const templates = new WeakMap<object, Template>();
  return async (db: DbOrTrx, ...args: A): Promise<O[]> => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(db, build, args.length);
      templates.set(adapter, template);
    }
    const { compiled, slots } = template;
    const parameters = compiled.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : args[slot];
    });
    const direct = directRunOf(db);
    if (direct) return direct(compiled.sql, parameters) as O[];
    const idle = idleReadOf(db)?.(compiled.sql, parameters);
    if (idle) return (await idle) as O[];
    const result = await db.executeQuery<O>({ ...compiled, parameters });
    return result.rows;
  };
}

function compileTemplate<A extends unknown[], O>(db: DbOrTrx, build: (db: DbOrTrx, ...args: A) => Compilable<O>, arity: number): Template {
  const placeholders = Array.from({ length: arity }, (_, i) => new Slot(i)) as A;
  const compiled = build(db, ...placeholders).compile();
  const slots = compiled.parameters.map((value) => (value instanceof Slot ? value.index : undefined));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`preparedQuery: argument ${i} is not a bound parameter of ${compiled.sql}`);
  }
  return { compiled, slots };
}
