import { registerRegion } from '../accessibility/announcer.js';

// Ref callbacks with a cleanup (React 19), stable: the app shell renders again on every navigation,
// and a region registered again would repeat its last message.
// React calls them with the element only (never null) when they return a cleanup.
const politeRegion = (element: HTMLElement | null) => (element ? registerRegion('polite', element) : undefined);
const assertiveRegion = (element: HTMLElement | null) => (element ? registerRegion('assertive', element) : undefined);

/**
 * The page's live regions (see accessibility/announcer.ts, which writes each message into them). They must
 * be in the document before anything is announced, so the app shell and the public board mount this
 * once, at the top, and keep it. React renders them once and never their content: a message is a
 * new span node, which screen readers read as an addition. `data-announcer` keeps it live while a
 * modal dialog makes the rest of the page inert (accessibility/modal-layers.ts).
 */
export function LiveAnnouncer() {
  return (
    <div className="visually-hidden" data-testid="live-announcer" data-announcer>
      <div ref={politeRegion} role="status" aria-live="polite" aria-atomic="true" data-politeness="polite" />
      <div ref={assertiveRegion} role="alert" aria-live="assertive" aria-atomic="true" data-politeness="assertive" />
    </div>
  );
}
