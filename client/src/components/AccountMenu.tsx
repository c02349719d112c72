import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ApiUser } from '#shared/league-types.js';
import { CHANGE_PASSWORD_PATH } from '../navigation/account-paths.js';
import { useFocusTrap } from '../accessibility/use-focus-trap.js';
import { useOutsidePointer } from '../browser/use-outside-pointer.js';
import { shownName } from '../stores/session.js';

/**
 * The top bar's display name opens the account menu ('Change Password' lives here).
 * Logout stays a button of its own beside it, one tap away.
 */
export function AccountMenu({ user }: { user: ApiUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Closed by a click elsewhere or by choosing an item: focus is not pulled back to the button. */
  const leaveFocus = useRef(false);

  useOutsidePointer(rootRef, open, () => {
    leaveFocus.current = true;
    setOpen(false);
  });

  const toggle = () => {
    leaveFocus.current = false;
    setOpen((o) => !o);
  };
  const choose = () => {
    leaveFocus.current = true;
    setOpen(false);
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button type="button" className="account-menu-button" title={user.email} aria-haspopup="menu" aria-expanded={open} onClick={toggle}>
        <span className="user-name">{shownName(user)}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <AccountMenuPanel email={user.email} onClose={() => setOpen(false)} returnFocus={() => !leaveFocus.current} onChoose={choose} />
      )}
    </div>
  );
}

function AccountMenuPanel({ email, onClose, returnFocus, onChoose }: { email: string; onClose: () => void; returnFocus: () => boolean; onChoose: () => void }) {
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>({ onClose, returnFocusTo: () => (returnFocus() ? null : false) });
  return (
    <div ref={ref} className="account-menu-panel" tabIndex={-1} onKeyDown={onKeyDown}>
      <p className="account-menu-email">Signed in as {email}</p>
      <div role="menu" aria-label="Account">
        <Link href={CHANGE_PASSWORD_PATH} role="menuitem" className="account-menu-item" onClick={onChoose}>
          Change Password
        </Link>
      </div>
    </div>
  );
}
