/** Row types for the NFL player data tables (migration 002). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlayerTables {}
