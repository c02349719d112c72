import { useAnnouncements } from '../lib/announcer.js';

/**
 * The page's live regions (see lib/announcer.ts). They must be in the document before anything is
 * announced, so the app shell and the public board mount this once, at the top, and keep it.
 * Keyed spans: each message is a new node, which screen readers read as an addition. `data-announcer`
 * keeps it live while a modal dialog makes the rest of the page inert (lib/modal-layers.ts).
 */
export function LiveAnnouncer() {
  const { polite, assertive } = useAnnouncements();
  return (
    <div className="visually-hidden" data-testid="live-announcer" data-announcer>
      <div role="status" aria-live="polite" aria-atomic="true" data-politeness="polite">
        {polite && <span key={polite.id}>{polite.text}</span>}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-politeness="assertive">
        {assertive && <span key={assertive.id}>{assertive.text}</span>}
      </div>
    </div>
  );
}
