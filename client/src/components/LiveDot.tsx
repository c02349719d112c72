/** The words a page shows while its socket is down: the draft room's header and the join page say the same. */
export const RECONNECTING_TEXT = 'Reconnecting…';
/** The same place before the socket has first joined: nothing was lost yet. */
export const CONNECTING_TEXT = 'Connecting…';
/**
 * The live word once the draft is completed: the page still hears a correction or a reopening, but
 * "Live" beside "Completed" reads as a draft still running (docs/DECISIONS.md, "Connecting, then
 * reconnecting").
 */
export const UP_TO_DATE_TEXT = 'Up to date';

/**
 * A page's live status (styles/layout.css, `.live-dot`): green "Live" while the server has said it
 * sends the page's changes ("Up to date" once the draft is `finished`), amber "Connecting…" until it
 * first has and "Reconnecting…" after, so the page never claims more than the server said.
 */
export function LiveDot({ live, connecting = false, finished = false }: { live: boolean; connecting?: boolean; finished?: boolean }) {
  const text = live ? (finished ? UP_TO_DATE_TEXT : 'Live') : connecting ? CONNECTING_TEXT : RECONNECTING_TEXT;
  return (
    <span className={`live-dot${live ? ' is-live' : ''}`} role="status" title={text}>
      {text}
    </span>
  );
}
