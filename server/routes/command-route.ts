import type { Request, Router } from 'express';
import type { z } from 'zod';
import { COMMAND_ROUTES, type CommandRouteKey, type CommandSchema } from '#shared/draft/command-routes.js';
import type { AppContext } from '../context.js';
import type { Trx } from '../db/schema.js';
import { respondWithCommand } from '../engine/respond.js';
import type { CommandScope } from '../engine/write-path.js';
import type { RouteHandler } from '../http/command-fast-path.js';
import { expectNoBody, parse } from '../http/validate.js';

/** Who acts on which draft; `authorize` is the rights check judged on the row the command locked. */
export interface Acting {
  draftId: number;
  actorId: number;
  authorize?: (scope: CommandScope) => Promise<void>;
}

export interface RequestCall<I> {
  ctx: AppContext;
  req: Request;
  input: I;
}

export interface CommandCall<I, A> extends RequestCall<I> {
  acting: A;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * One command route, declared (docs/ARCHITECTURE.md, "Command declarations"). The handler runs
 * its steps in this order, the order its errors are reported in: no body (`noBody`), the input
 * (`input`, by default the body parsed with `schema`), the rights, then the command on the write
 * path through `respondWithCommand`, answered with `status` and `present`'s body.
 */
export interface CommandDeclaration<K extends CommandRouteKey, I, A extends Acting, R> {
  /** Method and path, from the table the client reads too (shared/draft/command-routes.ts). */
  route: K;
  /** Also answered before Express's router (http/command-fast-path.ts): `POST /drafts/:id/<name>` only. */
  hot?: boolean;
  /** Any body field is a 400 before anything else is read (http/validate.ts, takesNoBody). */
  noBody?: boolean;
  /** The shared/ schema the route's table entry names: the one `input` reads with. */
  schema?: CommandSchema<K>;
  /** What the request names, read in the order its 400s are reported; `read` parses with `schema`. */
  input?: (req: Request, read: (from: unknown) => SchemaOutput<CommandSchema<K>>) => I;
  /** The policy's answer (server/policies): refusals judged before the command throw here. */
  rights: (call: RequestCall<I>) => A | Promise<A>;
  /** Of a successful answer; 200 unless said. */
  status?: number;
  alsoLocks?: (trx: Trx, call: CommandCall<I, A>) => Promise<number[]>;
  command: (scope: CommandScope, call: CommandCall<I, A>) => Promise<R>;
  present: (result: R, seq: number, call: CommandCall<I, A>) => unknown;
  afterCommit?: (result: R, call: CommandCall<I, A>) => void;
  /** Wraps the whole answer (a unique-name check that maps a constraint error to its 409). */
  around?: (call: CommandCall<I, A>, respond: () => Promise<void>) => Promise<void>;
}

/** A declaration with its types put away: what routers mount and the fast path serves. */
export interface DeclaredCommand {
  route: CommandRouteKey;
  hot: boolean;
  handler: (ctx: AppContext) => RouteHandler;
}

/** Turn one declaration into its Express handler, the same for the router and the fast path. */
export function commandRoute<K extends CommandRouteKey, A extends Acting, R, I = SchemaOutput<CommandSchema<K>>>(
  declaration: CommandDeclaration<K, I, A, R>,
): DeclaredCommand {
  const { schema, status, alsoLocks, afterCommit, around } = declaration;
  const read = (from: unknown) => (schema === undefined ? undefined : parse(schema as z.ZodType, from)) as SchemaOutput<CommandSchema<K>>;
  const inputOf = declaration.input ?? ((req: Request) => read(req.body) as I);
  const handler = (ctx: AppContext): RouteHandler => async (req, res) => {
    if (declaration.noBody) expectNoBody(req.body);
    const input = inputOf(req, read);
    const acting = await declaration.rights({ ctx, req, input });
    const call: CommandCall<I, A> = { ctx, req, input, acting };
    const respond = () =>
      respondWithCommand(ctx, req, res, {
        draftId: acting.draftId,
        actorId: acting.actorId,
        ...(acting.authorize ? { authorize: acting.authorize } : {}),
        ...(status === undefined ? {} : { status }),
        ...(alsoLocks ? { alsoLocks: (trx: Trx) => alsoLocks(trx, call) } : {}),
        command: (scope) => declaration.command(scope, call),
        present: (result, seq) => declaration.present(result, seq, call),
        ...(afterCommit ? { afterCommit: (result: R) => afterCommit(result, call) } : {}),
      });
    await (around ? around(call, respond) : respond());
  };
  return { route: declaration.route, hot: declaration.hot ?? false, handler };
}

/**
 * Mount declared commands on a router mounted at `mount` (`/drafts`, `/trades`), in the list's
 * order: a fixed segment (`participants/reorder`) is declared before the parameter it would
 * otherwise be read as.
 */
export function mountCommands(router: Router, ctx: AppContext, mount: string, commands: readonly DeclaredCommand[]): void {
  for (const command of commands) {
    const { method } = COMMAND_ROUTES[command.route];
    const local = commandRouterPath(command.route, mount);
    const handler = command.handler(ctx);
    if (method === 'POST') router.post(local, handler);
    else if (method === 'PUT') router.put(local, handler);
    else router.delete(local, handler);
  }
}

/** A command's path as a router mounted at `mount` declares it: `/:id/draft-player` under `/drafts`. */
export function commandRouterPath(route: CommandRouteKey, mount: string): string {
  const { path } = COMMAND_ROUTES[route];
  if (!path.startsWith(`${mount}/`) && path !== mount) throw new Error(`${route}: ${path} is not under ${mount}`);
  return path.slice(mount.length) || '/';
}

/** The only shape the fast path's URL test takes (http/command-fast-path.ts, PLAIN_COMMAND_URL). */
const HOT_PATH = /^\/drafts\/:id\/([a-z-]+)$/;

/**
 * The fast path's handlers by the last segment of `/api/drafts/:id/<command>`, from the
 * declarations marked hot: each is the handler its router mounts.
 */
export function hotCommandRoutes(ctx: AppContext, commands: readonly DeclaredCommand[]): Record<string, RouteHandler> {
  const routes: Record<string, RouteHandler> = {};
  for (const command of commands.filter((c) => c.hot)) {
    const { method, path } = COMMAND_ROUTES[command.route];
    const name = HOT_PATH.exec(path)?.[1];
    if (method !== 'POST' || !name) throw new Error(`${command.route}: only POST /drafts/:id/<name> can be hot, not ${method} ${path}`);
    routes[name] = command.handler(ctx);
  }
  return routes;
}
