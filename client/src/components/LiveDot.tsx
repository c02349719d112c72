/** The words a page shows while its socket is down: the draft room's header and the join page say the same. */
export const RECONNECTING_TEXT = 'Reconnecting…';
/** The same place before the socket has first joined: nothing was lost yet. */
export const CONNECTING_TEXT = 'Connecting…';

/**
 * A page's live status (styles/layout.css, `.live-dot`): green "Live" while the server has said it
 * sends the page's changes, amber "Connecting…" until it first has and "Reconnecting…" after, so the
 * page never claims more than the server said.
 */
export function LiveDot({ live, connecting = false }: { live: boolean; connecting?: boolean }) {
  const text = live ? 'Live' : connecting ? CONNECTING_TEXT : RECONNECTING_TEXT;
  return (
    <span className={`live-dot${live ? ' is-live' : ''}`} role="status" title={text}>
      {text}
    </span>
  );
}
