/** Spec 02 §2/§8: what a public visitor sees for a bad, disabled or regenerated link. */
export const ACCESS_ERROR_TEXT = 'This draft board is not available or the link has expired.';
export const ACCESS_ERROR_HINT = 'Please check your link or contact the draft commissioner.';
/** Spec 02 §8: the public board's load failures, by what failed to load. */
export const PUBLIC_LOAD_ERRORS = {
  draft: 'Failed to fetch draft data',
  picks: 'Failed to fetch draft picks',
  rosters: 'Failed to fetch draft rosters',
} as const;

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
