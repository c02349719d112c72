import type { AuctionLot } from '#shared/auction/types.js';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';

const ADD_SECONDS = 10;

/**
 * The commissioner runs the lot's clock: pause/resume, add time, cancel. While the whole draft is
 * paused the lot's clock waits for the draft (the server refuses to resume it alone), so Resume lot
 * is not offered then, and the line says what will run it again.
 */
export function CommissionerLotControls({ lot, commands, draftPaused }: { lot: AuctionLot; commands: AuctionCommands; draftPaused: boolean }) {
  const paused = lot.paused_remaining_ms !== null;
  return (
    <div className="lot-controls" role="group" aria-label="Lot controls">
      {draftPaused ? (
        <p className="dock-muted">The lot's clock runs again when the draft resumes.</p>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => void (paused ? commands.resume() : commands.pause())}>
          {paused ? 'Resume lot' : 'Pause lot'}
        </button>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => void commands.addTime(ADD_SECONDS)}>
        Add {ADD_SECONDS} s
      </button>
      <button type="button" className="btn btn-danger" onClick={() => void commands.cancel()}>
        Cancel lot
      </button>
    </div>
  );
}
