// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#tests/helpers/client/render.js';
import { announce } from '../accessibility/announcer.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { LiveAnnouncer } from './LiveAnnouncer.js';
import { Modal } from './Modal.js';

/** A page with a button that opens a dialog, which can ask a question of its own (a dialog on a dialog). */
function Page() {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <div className="app">
      <main>
        <h1>Room</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Edit pick
        </button>
      </main>
      <LiveAnnouncer />
      <Modal open={open} title="Edit Draft Pick" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => setAsking(true)} data-autofocus>
          Delete pick
        </button>
      </Modal>
      <ConfirmDialog open={asking} title="Delete Draft Pick" message="Sure?" confirmLabel="Delete" onConfirm={() => setAsking(false)} onCancel={() => setAsking(false)} />
    </div>
  );
}

const isInert = (el: Element) => el.closest('[inert]') !== null;
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('Modal', () => {
  afterEach(cleanup);

  it('makes the page behind it inert while open, not the toasts nor the announcer, and hands it back on close', async () => {
    renderWithApp(<Page />);
    const opener = screen.getByRole('button', { name: 'Edit pick' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Edit Draft Pick' });

    expect(isInert(opener)).toBe(true);
    expect(isInert(screen.getByRole('heading', { name: 'Room' }))).toBe(true);
    expect(isInert(dialog('Edit Draft Pick'))).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete pick' })));
    // Announcements still reach a screen reader while the dialog is open.
    expect(isInert(screen.getByTestId('live-announcer'))).toBe(false);
    expect(isInert(document.querySelector('.Toastify')!)).toBe(false);
    act(() => announce('Saved'));
    await waitFor(() => expect(screen.getByTestId('live-announcer').textContent).toContain('Saved'));

    fireEvent.keyDown(dialog('Edit Draft Pick'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('keeps the page inert under a dialog opened from a dialog until the last one closes', async () => {
    renderWithApp(<Page />);
    const opener = screen.getByRole('button', { name: 'Edit pick' });
    opener.focus();
    fireEvent.click(opener);
    const askFrom = await screen.findByRole('button', { name: 'Delete pick' });
    await waitFor(() => expect(document.activeElement).toBe(askFrom));
    fireEvent.click(askFrom);
    await screen.findByRole('dialog', { name: 'Delete Draft Pick' });

    // Only the newest dialog is live: the one under it is as inert as the page.
    expect(isInert(dialog('Delete Draft Pick'))).toBe(false);
    expect(isInert(dialog('Edit Draft Pick'))).toBe(true);
    expect(isInert(opener)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));

    // Closing the question gives the first dialog back (with focus), not the page.
    fireEvent.keyDown(dialog('Delete Draft Pick'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(askFrom));
    expect(screen.queryByRole('dialog', { name: 'Delete Draft Pick' })).toBeNull();
    expect(isInert(dialog('Edit Draft Pick'))).toBe(false);
    expect(isInert(opener)).toBe(true);

    fireEvent.keyDown(dialog('Edit Draft Pick'), { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
