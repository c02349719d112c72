import type { addTimeRequest, bidRequest, lotControlRequest, nominateRequest, proxyBidQuery, proxyBidRequest, queueRequest } from '../auction/requests.js';
import type { autopilotRequest } from '../bots/requests.js';
import type { importResultsSchema } from '../csv/requests.js';
import type { assignKeeperSchema } from '../keepers/requests.js';
import type { tradeTermsSchema } from '../trades/requests.js';
import type {
  draftPlayerSchema,
  nicknameSchema,
  renameTeamSchema,
  reorderSchema,
  settingsSchema,
  undoTargetSchema,
  updatePickSchema,
} from './requests.js';

/**
 * Where each command on a draft's write path is sent: its method and its path under /api, spelled
 * once for the server's routers and the client's calls (docs/ARCHITECTURE.md, "Command
 * declarations"). Pure data: a route's request schema is named by type only, so the client
 * bundles no schema it does not import itself, and the server's declaration must hand its parser
 * that very schema (server/routes/command-route.ts).
 */
export type CommandMethod = 'POST' | 'PUT' | 'DELETE';

export interface CommandRoute<Path extends string = string, Schema = undefined> {
  readonly method: CommandMethod;
  /** Under /api; `:name` segments are the route's parameters. */
  readonly path: Path;
  /** Type only, never set: the shared/ schema the server parses the request (body or query) with. */
  readonly schema?: Schema;
}

const route = <Schema = undefined>() => <const Path extends string>(method: CommandMethod, path: Path): CommandRoute<Path, Schema> => ({ method, path });
const plain = route();

export const COMMAND_ROUTES = {
  // The draft's status (spec 02 §4), named as the draft policy's actions.
  start: plain('PUT', '/drafts/:id/start'),
  pause: plain('PUT', '/drafts/:id/pause'),
  resume: plain('PUT', '/drafts/:id/resume'),
  complete: plain('PUT', '/drafts/:id/complete'),
  // Picks and the room's setup (spec 02 §7).
  draftPlayer: route<typeof draftPlayerSchema>()('POST', '/drafts/:id/draft-player'),
  undoPick: route<typeof undoTargetSchema>()('DELETE', '/drafts/:id/undo'),
  deletePick: plain('DELETE', '/drafts/:id/picks/:pickId'),
  editPick: route<typeof updatePickSchema>()('PUT', '/drafts/:id/picks/:pickId'),
  renameTeam: route<typeof renameTeamSchema>()('PUT', '/drafts/:id/teams/:teamId'),
  reorderParticipants: route<typeof reorderSchema>()('PUT', '/drafts/:id/participants/reorder'),
  renameParticipant: route<typeof nicknameSchema>()('PUT', '/drafts/:id/participants/:pid'),
  changeSettings: route<typeof settingsSchema>()('PUT', '/drafts/:id/settings'),
  regeneratePublicLink: plain('POST', '/drafts/:id/public-url/regenerate'),
  /** Its dry run answers a preview and writes nothing (server/routes/draft-files.ts). */
  importResults: route<typeof importResultsSchema>()('POST', '/drafts/:id/import-results'),
  disablePublicLink: plain('DELETE', '/drafts/:id/public-url'),
  // The live auction (docs/API.md, Live auction).
  nominate: route<typeof nominateRequest>()('POST', '/drafts/:id/nominate'),
  bid: route<typeof bidRequest>()('POST', '/drafts/:id/bid'),
  setProxyBid: route<typeof proxyBidRequest>()('PUT', '/drafts/:id/proxy-bid'),
  clearProxyBid: route<typeof proxyBidQuery>()('DELETE', '/drafts/:id/proxy-bid'),
  startAuction: plain('PUT', '/drafts/:id/auction/start'),
  pauseLot: route<typeof lotControlRequest>()('PUT', '/drafts/:id/lot/pause'),
  resumeLot: route<typeof lotControlRequest>()('PUT', '/drafts/:id/lot/resume'),
  addLotTime: route<typeof addTimeRequest>()('PUT', '/drafts/:id/lot/add-time'),
  cancelLot: route<typeof lotControlRequest>()('PUT', '/drafts/:id/lot/cancel'),
  saveQueue: route<typeof queueRequest>()('PUT', '/drafts/:id/queue'),
  setAutopilot: route<typeof autopilotRequest>()('PUT', '/drafts/:id/teams/:teamId/autopilot'),
  // Keepers (spec 02 §7 Keepers).
  assignKeeper: route<typeof assignKeeperSchema>()('POST', '/drafts/:id/keepers'),
  removeKeeper: plain('DELETE', '/drafts/:id/keepers/:pickId'),
  // Trades run on their draft's write path, under /trades (spec 02 §7 Trades).
  executeTrade: route<typeof tradeTermsSchema>()('POST', '/trades/execute'),
  proposeTrade: route<typeof tradeTermsSchema>()('POST', '/trades'),
  acceptTrade: plain('PUT', '/trades/:id/accept'),
  rejectTrade: plain('PUT', '/trades/:id/reject'),
  cancelTrade: plain('PUT', '/trades/:id/cancel'),
  deleteTrade: plain('DELETE', '/trades/:id'),
} as const;

export type CommandRouteKey = keyof typeof COMMAND_ROUTES;

/** The shared/ schema a route's request is parsed with (`undefined`: it reads none). */
export type CommandSchema<K extends CommandRouteKey> = (typeof COMMAND_ROUTES)[K] extends CommandRoute<string, infer Schema> ? Schema : never;

/** The `:name` parameters of a path. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type CommandParams<K extends CommandRouteKey> = Record<ParamsOf<(typeof COMMAND_ROUTES)[K]['path']>, number | string>;

/** A command's URL under /api with its parameters filled in: `/drafts/7/draft-player`. */
export function commandPath<K extends CommandRouteKey>(key: K, params: CommandParams<K>): string {
  const values: Record<string, number | string> = params;
  return COMMAND_ROUTES[key].path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
