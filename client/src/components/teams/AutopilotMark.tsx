/**
 * The robot mark of a team the bidding model is running (a practice bot, or an owner who stepped
 * away). Drawn, not an emoji: a TV's or an old phone's browser may have no emoji font, and the mark
 * must read the same on every screen.
 */
export function AutopilotMark() {
  return (
    <svg className="autopilot-mark" role="img" aria-label="On autopilot" viewBox="0 0 16 16" width="1em" height="1em">
      <title>On autopilot</title>
      <path d="M8 1.2v2.3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="8" cy="1.4" r="1.1" fill="currentColor" />
      <rect x="2.2" y="3.8" width="11.6" height="9.4" rx="2.4" fill="currentColor" />
      <circle cx="5.6" cy="7.8" r="1.35" fill="var(--surface, #fff)" />
      <circle cx="10.4" cy="7.8" r="1.35" fill="var(--surface, #fff)" />
      <rect x="5.4" y="10.3" width="5.2" height="1.2" rx="0.6" fill="var(--surface, #fff)" />
      <rect x="0.4" y="6.6" width="1.4" height="3.4" rx="0.7" fill="currentColor" />
      <rect x="14.2" y="6.6" width="1.4" height="3.4" rx="0.7" fill="currentColor" />
    </svg>
  );
}
