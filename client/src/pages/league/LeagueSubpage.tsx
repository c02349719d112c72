import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface LeagueSubpageProps {
  leagueId: number | string;
  title: string;
  subtitle: string;
  /** Controls at the header's end, e.g. a draft picker. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page under a league (spec 02 §2): the way back to the league, its title and subtitle, then its content. */
export function LeagueSubpage({ leagueId, title, subtitle, actions, className, children }: LeagueSubpageProps) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href={`/leagues/${leagueId}`}>← Back to league</Link>
      </nav>
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
