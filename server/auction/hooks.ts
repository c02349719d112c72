import { onPickRemoved, onRosterChanged, onStatusChanged } from '../engine/hooks.js';
import { onDraftStatusChanged } from './commands.js';
import { onPickRemoved as onSaleRemoved, turnFollowsRosters } from './turns.js';

/**
 * The live auction's reactions to draft commands (docs/ARCHITECTURE.md, The engine): a pause
 * freezes the lot's and the nomination's clocks and a resume runs them again; an undone or
 * deleted sale marks its lot undone, and an undo gives its nominator the turn back; a roster
 * filled or opened by hand passes the nomination turn on, or gives it to a team again.
 * Called by the context factory, so every process, test app and script has them; the handlers
 * are passed as themselves, so registering again adds nothing.
 */
export function registerAuctionHooks(): void {
  onStatusChanged(onDraftStatusChanged);
  onPickRemoved(onSaleRemoved);
  onRosterChanged(turnFollowsRosters);
}
