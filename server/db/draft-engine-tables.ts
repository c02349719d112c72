/** Row types for the draft engine tables: picks, events, trades, idempotency (migration 003). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DraftEngineTables {}
