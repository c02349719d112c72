import { useParams } from 'wouter';

/** Placeholder until the draft room lands; routes: /leagues/:leagueId/drafts/:draftId/:tab? */
export default function DraftPage() {
  const { leagueId, draftId, tab } = useParams<{ leagueId: string; draftId: string; tab?: string }>();
  return (
    <div className="page">
      <h1 className="page-title">Draft {draftId}</h1>
      <p className="muted">
        League {leagueId}, {tab ?? 'run'} tab.
      </p>
    </div>
  );
}
