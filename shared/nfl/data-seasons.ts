/** Seasons the bundled NFL data covers (server/nfl-data/README.md), oldest first. */
export const DATA_SEASONS = [2022, 2023, 2024, 2025] as const;
export type DataSeason = (typeof DATA_SEASONS)[number];

export const LAST_DATA_SEASON: number = Math.max(...DATA_SEASONS);

/** Newest first, as the player profile offers them. */
export const DATA_SEASONS_NEWEST_FIRST: readonly DataSeason[] = [...DATA_SEASONS].reverse();
