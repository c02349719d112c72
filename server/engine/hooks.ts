import type { DraftPick, DraftStatus } from '#shared/draft/types.js';
import type { CommandScope } from './write-path.js';

/**
 * Reactions of one domain to another's commands (docs/ARCHITECTURE.md, The engine): the draft's
 * status machine and pick removal call these; a domain that must react (the live auction's clocks)
 * registers a handler at start-up. Handlers run inside the command's transaction, awaited one after
 * another in registration order, so the events they emit follow the command's own in the log.
 */
export type StatusChangedHook = (scope: CommandScope, to: DraftStatus) => Promise<void>;
export type PickRemovedHook = (scope: CommandScope, pick: DraftPick, kind: 'undo' | 'delete') => Promise<void>;
/** A roster changed by hand: a pick keyed in (or restored by Redo) or moved to another team. */
export type RosterChangedHook = (scope: CommandScope) => Promise<void>;

const statusChangedHooks: StatusChangedHook[] = [];
const pickRemovedHooks: PickRemovedHook[] = [];
const rosterChangedHooks: RosterChangedHook[] = [];

// Every context registers its domains' hooks (server/create-context.ts): the same handler twice is one.
function register<H>(hooks: H[], hook: H): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Run `hook` after every draft status change, in the changing command's transaction. */
export function onStatusChanged(hook: StatusChangedHook): void {
  register(statusChangedHooks, hook);
}

/** Run `hook` after a pick is undone or deleted, in the removing command's transaction. */
export function onPickRemoved(hook: PickRemovedHook): void {
  register(pickRemovedHooks, hook);
}

/** Run `hook` after a pick is keyed in or moved to another team, in that command's transaction. */
export function onRosterChanged(hook: RosterChangedHook): void {
  register(rosterChangedHooks, hook);
}

export async function statusChanged(scope: CommandScope, to: DraftStatus): Promise<void> {
  for (const hook of statusChangedHooks) await hook(scope, to);
}

export async function pickRemoved(scope: CommandScope, pick: DraftPick, kind: 'undo' | 'delete'): Promise<void> {
  for (const hook of pickRemovedHooks) await hook(scope, pick, kind);
}

export async function rosterChanged(scope: CommandScope): Promise<void> {
  for (const hook of rosterChangedHooks) await hook(scope);
}
