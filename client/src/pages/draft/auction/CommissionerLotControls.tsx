import type { AuctionLot } from '#shared/auction/types.js';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';

const ADD_SECONDS = 10;

/** The commissioner runs the lot's clock: pause/resume, add time, cancel. */
export function CommissionerLotControls({ lot, commands }: { lot: AuctionLot; commands: AuctionCommands }) {
  const paused = lot.paused_remaining_ms !== null;
  return (
    <div className="lot-controls" role="group" aria-label="Lot controls">
      <button type="button" className="btn btn-secondary" onClick={() => void (paused ? commands.resume() : commands.pause())}>
        {paused ? 'Resume lot' : 'Pause lot'}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => void commands.addTime(ADD_SECONDS)}>
        Add {ADD_SECONDS} s
      </button>
      <button type="button" className="btn btn-danger" onClick={() => void commands.cancel()}>
        Cancel lot
      </button>
    </div>
  );
}
