/**
 * The possessive of a team's, user's or player's name, as the room writes it (docs/DECISIONS.md,
 * "Wording"): "Ana's Audibles' queue", "Jo's max bid", "Chris' picks". A name ending in s takes
 * the apostrophe alone, so a team named "…Audibles" never reads "Audibles's". Every possessive
 * of a name goes through here.
 */
export function possessive(name: string): string {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
