import { DATA_ATTRIBUTION_PARTS } from '#shared/attribution.js';

/**
 * Under every signed-in page. The data licences ask for credit wherever the data is shown:
 * a one-line summary with the links, and the full notice one click away.
 */
export function Footer() {
  const links = DATA_ATTRIBUTION_PARTS.flatMap((part) => part.links);
  return (
    <footer className="app-footer">
      <p>
        NFL data:{' '}
        {links.map((link, i) => (
          <span key={link.url}>
            {i > 0 && ' · '}
            <a href={link.url} target="_blank" rel="noreferrer">
              {link.label}
            </a>
          </span>
        ))}
        . Not affiliated with or endorsed by the NFL or its teams.
      </p>
      <details className="footer-credits">
        <summary>Data credits</summary>
        {DATA_ATTRIBUTION_PARTS.map((part) => (
          <p key={part.text}>{part.text}</p>
        ))}
      </details>
    </footer>
  );
}
