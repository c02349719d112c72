import { DATA_ATTRIBUTION_PARTS } from '../../../../shared/attribution.js';

/** The data licences ask for credit wherever the data is shown; the profile is all data. */
export function DataCredit() {
  return (
    <details className="data-credit">
      <summary>Data sources</summary>
      {DATA_ATTRIBUTION_PARTS.map((part) => (
        <p key={part.text}>
          {part.text}
          {part.links.length > 0 && ' '}
          {part.links.map((link, i) => (
            <span key={link.url}>
              {i > 0 && ' · '}
              <a href={link.url} target="_blank" rel="noreferrer">
                {link.label}
              </a>
            </span>
          ))}
        </p>
      ))}
    </details>
  );
}
