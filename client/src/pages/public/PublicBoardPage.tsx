import { useParams } from 'wouter';

/** Placeholder until the public board lands; route: /public/draft/:token (no shell, no sign-in). */
export default function PublicBoardPage() {
  const { token } = useParams<{ token: string }>();
  return (
    <div className="page">
      <h1 className="page-title">Draft board</h1>
      <p className="muted">Link {token}</p>
    </div>
  );
}
