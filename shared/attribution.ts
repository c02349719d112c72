/**
 * Credits that must ship with the bundled NFL data (server/nfl-data/README.md, "Attribution to
 * ship in the app"). The client shows DATA_ATTRIBUTION on its About/credits screen or footer.
 */
export interface AttributionPart {
  text: string;
  links: { label: string; url: string }[];
}

export const DATA_ATTRIBUTION_PARTS: readonly AttributionPart[] = [
  {
    text:
      'NFL statistics, schedules, rosters and player headshot URLs: nflverse (https://github.com/nflverse), ' +
      'licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Schedules/results maintained by ' +
      'Lee Sharpe (nflverse/nfldata). Changes: columns selected and renamed, fantasy points computed, ' +
      'team-defense totals derived.',
    links: [
      { label: 'nflverse', url: 'https://github.com/nflverse' },
      { label: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    ],
  },
  {
    text:
      'Additional weekly player statistics: hvpkod/NFL-Data (https://github.com/hvpkod/NFL-Data), data extracted ' +
      'from Fantasy.NFL.com. Copyright (c) 2021 hvp, MIT License (full text in LICENSES/hvpkod-NFL-Data-MIT.txt).',
    links: [{ label: 'hvpkod/NFL-Data', url: 'https://github.com/hvpkod/NFL-Data' }],
  },
  {
    text: 'Not affiliated with or endorsed by the NFL or its teams.',
    links: [],
  },
];

/** The whole attribution as plain text, one paragraph per part. */
export const DATA_ATTRIBUTION: string = DATA_ATTRIBUTION_PARTS.map((part) => part.text).join('\n\n');
