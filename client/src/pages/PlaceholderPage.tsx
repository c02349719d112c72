import { useParams } from 'wouter';
import { LeagueSubpage } from './league/LeagueSubpage.js';

/** Spec 02 §2: the per-league Players screen is a placeholder for now (Analytics has its page). */
export default function PlaceholderPage({ title, subtitle }: { title: string; subtitle: string }) {
  const { leagueId } = useParams<{ leagueId: string }>();
  return (
    <LeagueSubpage leagueId={leagueId} title={title} subtitle={subtitle}>
      <section className="card empty-state">
        <p className="empty-title">Coming soon</p>
      </section>
    </LeagueSubpage>
  );
}
