/**
 * Every player is worth at least $1, and every roster slot costs at least $1 (docs/VALUES.md).
 * In a module of its own so the boards' sale and inflation code (in the public board's first load)
 * does not bring the value method and its lineup filling along.
 */
export const MIN_VALUE = 1;
