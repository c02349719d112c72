import { useState } from 'react';
import type { AuctionLot } from '#shared/auction/types.js';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';
import { ConfirmDialog } from '#client/components/ConfirmDialog.js';
import { formatDollars } from '#client/format/format.js';

const ADD_SECONDS = 10;

/**
 * The commissioner runs the lot's clock: pause/resume, add time, cancel. While the whole draft is
 * paused the lot's clock waits for the draft (the server refuses to resume it alone), so Resume lot
 * is not offered then, and the line says what will run it again. Cancel lot asks first: it sits
 * beside Add 10 s, and a slip would drop every bid of a live lot with no way back
 * (docs/DECISIONS.md, "Cancel lot asks first"). The question closes with its lot: a lot sold while
 * it is asked is not cancelled by the answer. Each control names its lot, and none is pressed while
 * the room is out of touch with the server: what it would act on may have sold meanwhile
 * (docs/DECISIONS.md, "A lot control names its lot").
 */
export function CommissionerLotControls({ lot, commands, draftPaused, inSync = true }: { lot: AuctionLot; commands: AuctionCommands; draftPaused: boolean; inSync?: boolean }) {
  const paused = lot.paused_remaining_ms !== null;
  const [askingFor, setAskingFor] = useState<number | null>(null);
  const asking = askingFor === lot.lot_id;
  return (
    <div className="lot-controls" role="group" aria-label="Lot controls">
      {draftPaused ? (
        <p className="dock-muted">The lot's clock runs again when the draft resumes.</p>
      ) : (
        <button type="button" className="btn btn-secondary" disabled={!inSync} onClick={() => void (paused ? commands.resume(lot.lot_id) : commands.pause(lot.lot_id))}>
          {paused ? 'Resume lot' : 'Pause lot'}
        </button>
      )}
      <button type="button" className="btn btn-secondary" disabled={!inSync} onClick={() => void commands.addTime(lot.lot_id, ADD_SECONDS)}>
        Add {ADD_SECONDS} s
      </button>
      <button type="button" className="btn btn-danger" disabled={!inSync} onClick={() => setAskingFor(lot.lot_id)}>
        Cancel lot
      </button>
      {!inSync && <p className="dock-muted">The lot's controls come back when the room hears the server again.</p>}
      <ConfirmDialog
        open={asking}
        title="Cancel this lot?"
        message={`${lot.player.full_name} goes back to the pool and every bid on the lot, up to ${formatDollars(lot.high_bid)}, is dropped. The team that nominated nominates again.`}
        confirmLabel="Cancel lot"
        cancelLabel="Keep the lot"
        danger
        onConfirm={() => {
          setAskingFor(null);
          void commands.cancel(lot.lot_id);
        }}
        onCancel={() => setAskingFor(null)}
      />
    </div>
  );
}
