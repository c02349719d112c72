/**
 * What screen readers hear without the page moving focus: one polite and one
 * assertive live region per page (LiveAnnouncer, mounted by the app shell and the public board),
 * fed from anywhere through `announce`. Each message gets a fresh node, so the same words twice
 * (two $1 sales in a row) are read twice; a newer message replaces one not yet read, so a burst
 * (a catch-up after a reconnect) is not read out as a queue.
 *
 * The message is written into the regions' DOM here rather than kept in React state, as React
 * Aria's announcer does: a sale is announced on every screen, and a state update would render the
 * live region each time for text only assistive technology reads (scripts/bench-render.ts).
 */
export type Politeness = 'polite' | 'assertive';

const latest: Record<Politeness, string | null> = { polite: null, assertive: null };
/** The mounted regions, by politeness (more than one only while a page swaps its announcer). */
const regions = new Set<{ politeness: Politeness; element: HTMLElement }>();

/** Puts `text` in the region as a new node, which screen readers read as an addition. */
function write(element: HTMLElement, text: string | null): void {
  const span = document.createElement('span');
  span.textContent = text;
  element.replaceChildren(...(text === null ? [] : [span]));
}

export function announce(text: string, politeness: Politeness = 'polite'): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  latest[politeness] = trimmed;
  for (const region of regions) if (region.politeness === politeness) write(region.element, trimmed);
}

/**
 * LiveAnnouncer's regions: each shows the latest message of its politeness from the start, as a
 * region mounted after a message did before. Returns the unregister function.
 */
export function registerRegion(politeness: Politeness, element: HTMLElement): () => void {
  const region = { politeness, element };
  regions.add(region);
  write(element, latest[politeness]);
  return () => {
    regions.delete(region);
  };
}
