/**
 * Which answers of a re-read list still stand: a read begun before the latest change to what it
 * lists answers with the state before that change (a player just sold listed again), and a later
 * read is already due, so its answer is dropped.
 */
export interface LatestReads {
  /** The list changed (a pick came or went): reads begun before now are out of date. */
  changed: () => void;
  /** A read begins; the function says, when its answer comes, whether it still stands. */
  begin: () => () => boolean;
}

export function latestReads(): LatestReads {
  let changes = 0;
  return {
    changed: () => void (changes += 1),
    begin: () => {
      const at = changes;
      return () => at === changes;
    },
  };
}
