// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';
import { openLot } from '#tests/helpers/auction-lot.js';
import { CommissionerLotControls } from './CommissionerLotControls.js';

const lot = (paused: boolean) => openLot({ paused_remaining_ms: paused ? 8000 : null });

describe('the commissioner’s lot controls', () => {
  afterEach(cleanup);
  const commands = { pause: vi.fn(), resume: vi.fn(), addTime: vi.fn(), cancel: vi.fn() } as unknown as AuctionCommands;

  it('pause and resume the lot while the draft runs', () => {
    expect(render(<CommissionerLotControls lot={lot(false)} commands={commands} draftPaused={false} />).queryByRole('button', { name: 'Pause lot' })).not.toBeNull();
    cleanup();
    const view = render(<CommissionerLotControls lot={lot(true)} commands={commands} draftPaused={false} />);
    view.getByRole('button', { name: 'Resume lot' }).click();
    expect(commands.resume).toHaveBeenCalledTimes(1);
  });

  it('offer no Resume lot while the whole draft is paused, and say what runs the clock again', () => {
    const view = render(<CommissionerLotControls lot={lot(true)} commands={commands} draftPaused />);
    expect(view.queryByRole('button', { name: /Resume lot|Pause lot/ })).toBeNull();
    view.getByText("The lot's clock runs again when the draft resumes.");
    expect(view.queryByRole('button', { name: 'Add 10 s' })).not.toBeNull();
    expect(view.queryByRole('button', { name: 'Cancel lot' })).not.toBeNull();
  });
});
