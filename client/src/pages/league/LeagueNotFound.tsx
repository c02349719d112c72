import { Link } from 'wouter';

export function LeagueNotFound() {
  return (
    <div className="page">
      <section className="card empty-state" role="alert">
        <p className="empty-title">League not found</p>
        <p className="muted">It may have been deleted, or you are not a member of it.</p>
        <Link href="/leagues" className="btn btn-primary">
          Back to My Leagues
        </Link>
      </section>
    </div>
  );
}
