import { Link, useParams } from 'wouter';

/** Spec 02 §2: the per-league Players screen is a placeholder for now (Analytics has its page). */
export default function PlaceholderPage({ title, subtitle }: { title: string; subtitle: string }) {
  const { leagueId } = useParams<{ leagueId: string }>();
  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link href={`/leagues/${leagueId}`}>← Back to league</Link>
      </nav>
      <header className="page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle}</p>
        </div>
      </header>
      <section className="card empty-state">
        <p className="empty-title">Coming soon</p>
      </section>
    </div>
  );
}
