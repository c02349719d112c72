/** The robot mark of a team the bidding model is running (a practice bot, or an owner who stepped away). */
export function AutopilotMark() {
  return (
    <span className="autopilot-mark" role="img" aria-label="On autopilot" title="On autopilot">
      🤖
    </span>
  );
}
