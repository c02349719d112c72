import { Link, useLocation } from 'wouter';
import { notifySuccess } from '../toasts/notify.js';
import { LOGIN_PATH } from '../navigation/return-to.js';
import { useCurrentUser } from '../stores/use-current-user.js';
import { useSession } from '../stores/session.js';
import { AccountMenu } from './AccountMenu.js';

const NAV = [
  { href: '/leagues', label: 'Leagues', match: /^\/leagues(\/\d+)?(\/(settings|drafts).*)?$/ },
  { href: '/players', label: 'Players', match: /^(\/leagues\/\d+)?\/players/ },
  { href: '/analytics', label: 'Analytics', match: /^(\/leagues\/\d+)?\/analytics/ },
] as const;

export function TopBar() {
  const [location, navigate] = useLocation();
  const user = useCurrentUser();
  const signOut = useSession((s) => s.signOut);

  const logout = () => {
    signOut();
    notifySuccess('Logged out successfully');
    navigate(LOGIN_PATH);
  };

  return (
    <header className="topbar">
      <div className="topbar-inner">
        <Link href="/leagues" className="brand" aria-label="Gavel home">
          <GavelMark />
          <span>Gavel</span>
        </Link>
        <nav className="topnav" aria-label="Main">
          {NAV.map((item) => {
            const active = item.match.test(location);
            return (
              <Link key={item.href} href={item.href} className={`topnav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="topbar-user">
          {user && <AccountMenu user={user} />}
          <button type="button" className="btn btn-ghost btn-sm" onClick={logout}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}

function GavelMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="var(--brand)" />
      <rect x="7" y="8" width="14" height="7" rx="2" transform="rotate(-35 14 11.5)" fill="var(--accent)" />
      <rect x="14" y="13" width="3" height="13" rx="1.5" transform="rotate(-35 15.5 19.5)" fill="#fff" />
      <rect x="6" y="24" width="14" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}
