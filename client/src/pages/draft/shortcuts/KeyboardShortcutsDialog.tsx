import { useIsCommissioner } from '#client/draft-data/hooks.js';
import { useId } from 'react';
import { Modal } from '#client/components/Modal.js';
import { DRAFT_TABS } from '../draft-tabs.js';
import { tabLabel } from '../draft-tabs.js';
import { tabKey } from './shortcuts.js';

interface Props {
  open: boolean;
  onClose: () => void;
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
}

/** Rows of the list: the keys, what they do. Keys in fields work whether or not shortcuts are on. */
const IN_FIELDS: readonly [string, string][] = [
  ['↑ / ↓', 'Move through the available players while the search box has focus'],
  ['Enter', 'In the search box: select the highlighted player; on Winning Team: go to the bid; on the bid: draft the player'],
  ['Esc', 'Clear the search; close a dialog or panel (focus returns where it was)'],
  ['Tab / Shift+Tab', 'Move between controls; a dialog keeps focus inside until it closes'],
  ['← / →', 'Scroll a focused board or table sideways'],
];

/** The `?` dialog: every shortcut of the draft room, and the switch for the single-key ones (WCAG 2.1.4). */
export function KeyboardShortcutsDialog({ open, onClose, enabled, onToggle }: Props) {
  const isCommissioner = useIsCommissioner();
  const switchId = useId();
  return (
    <Modal open={open} title="Keyboard shortcuts" onClose={onClose} size="md">
      <table className="data-table shortcuts-table">
        <caption className="visually-hidden">Single-key shortcuts (not while typing in a field)</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <kbd>?</kbd>
            </th>
            <td>Show this list</td>
          </tr>
          <tr>
            <th scope="row">
              <kbd>/</kbd>
            </th>
            <td>Search players</td>
          </tr>
          {DRAFT_TABS.map((tab) => (
            <tr key={tab}>
              <th scope="row">
                <kbd>{tabKey(tab)}</kbd>
              </th>
              <td>Go to {tabLabel(tab, isCommissioner)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="shortcuts-switch" htmlFor={switchId}>
        <input id={switchId} type="checkbox" checked={enabled} onChange={(event) => onToggle(event.target.checked)} />
        Single-key shortcuts on (turn off if they get in the way of your screen reader or speech input)
      </label>
      <table className="data-table shortcuts-table">
        <caption className="visually-hidden">Keys in fields and dialogs (always on)</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">In fields and dialogs</th>
          </tr>
        </thead>
        <tbody>
          {IN_FIELDS.map(([keys, action]) => (
            <tr key={keys}>
              <th scope="row">
                <kbd>{keys}</kbd>
              </th>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
