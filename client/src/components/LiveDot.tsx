/** The words a page shows while its socket is down: the draft room's header and the join page say the same. */
export const RECONNECTING_TEXT = 'Reconnecting…';

/**
 * A page's live status (styles/layout.css, `.live-dot`): green "Live" while the server has said it
 * sends the page's changes, amber "Reconnecting…" otherwise, so the page never claims more than the
 * server said.
 */
export function LiveDot({ live }: { live: boolean }) {
  const text = live ? 'Live' : RECONNECTING_TEXT;
  return (
    <span className={`live-dot${live ? ' is-live' : ''}`} role="status" title={text}>
      {text}
    </span>
  );
}
