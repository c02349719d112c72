import { useMemo } from 'react';
import { draftCommands, type DraftCommands } from './commands.js';
import { useDraftStore } from '../draft-data/hooks.js';

/** The commissioner's commands for the draft of the surrounding DraftStoreProvider. */
export function useDraftCommands(): DraftCommands {
  const store = useDraftStore();
  const draftId = store.source.kind === 'member' ? store.source.draftId : null;
  if (draftId === null) throw new Error('Draft commands need a member draft store');
  return useMemo(() => draftCommands(draftId, store), [draftId, store]);
}
