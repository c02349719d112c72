import { useCallback, useState } from 'react';
import { SEARCH_SHORTCUT_SELECTOR } from '../pages/draft/shortcuts/shortcuts.js';
import { notifyUndoneWithRedo } from './redo-toast.js';
import { useDraftCommands } from './use-commands.js';

/** The spec's success toasts (spec 02 §8): a named pick, or the last one. */
export const PICK_UNDONE = 'Pick undone successfully!';
export const LAST_PICK_UNDONE = 'Last pick undone successfully';

/**
 * How undo behaves, wherever it is offered: the board's Undo Last Pick, the Run tab's Recent Picks
 * and the Quick Tools' Recent Picks panel (docs/DECISIONS.md, "Undo gets Redo", "Undo and Redo the
 * same everywhere"). It acts at once (speed matters at the table); its success toast is the
 * spec's text with a Redo button for a few seconds, Redo drafting the same player to the same
 * team at the same price through the pick command; and focus never falls to the page's start.
 */
export function useUndoPick(): { undo: (pickId?: number) => Promise<boolean>; undoing: boolean } {
  const commands = useDraftCommands();
  const [undoing, setUndoing] = useState(false);
  const undo = useCallback(
    async (pickId?: number) => {
      setUndoing(true);
      try {
        const removed = await commands.undoPick(pickId);
        if (!removed) return false;
        notifyUndoneWithRedo(pickId === undefined ? LAST_PICK_UNDONE : PICK_UNDONE, () => void commands.redoPick(removed.pick));
        return true;
      } finally {
        setUndoing(false);
        keepFocusInRoom();
      }
    },
    [commands],
  );
  return { undo, undoing };
}

/**
 * An undone pick's row (and the button that had focus) is gone, as is Start Draft once the draft
 * starts: a keyboard user would be left on the page's start. Focus goes to the player search,
 * where the next pick begins.
 */
export function keepFocusInRoom(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>(SEARCH_SHORTCUT_SELECTOR)?.focus();
  });
}
