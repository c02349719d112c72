import { Link } from 'wouter';

export default function NotFoundPage() {
  return (
    <div className="page">
      <section className="card empty-state">
        <p className="empty-title">Page not found</p>
        <p className="muted">That address does not match any page.</p>
        <Link href="/leagues" className="btn btn-primary">
          Go to My Leagues
        </Link>
      </section>
    </div>
  );
}
