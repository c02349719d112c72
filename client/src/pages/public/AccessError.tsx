/** Spec 02 §2/§8: what a public visitor sees for a bad, disabled or regenerated link. */
export const ACCESS_ERROR_TEXT = 'This draft board is not available or the link has expired.';
export const ACCESS_ERROR_HINT = 'Please check your link or contact the draft commissioner.';

export function AccessError({ detail }: { detail?: string | null }) {
  return (
    <main className="public-access-error" role="alert">
      <div className="public-access-card">
        <div className="public-access-icon" aria-hidden="true">
          !
        </div>
        <h1>Access Error</h1>
        <p>{ACCESS_ERROR_TEXT}</p>
        <p className="muted">{ACCESS_ERROR_HINT}</p>
        {detail && <p className="public-access-detail">{detail}</p>}
      </div>
    </main>
  );
}
