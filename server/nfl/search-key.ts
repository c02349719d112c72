/**
 * Name search that ignores case, accents and punctuation: "mahomes", "ja'marr" and "jamarr",
 * "amon-ra", "st. brown" and "Estime" all find their player. Players carry a precomputed key;
 * a query becomes tokens that must each occur in it.
 */

/** Lower-case ASCII words: accents dropped, apostrophes and dots joined, other punctuation splits. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The words of every name form, then each name with its spaces removed so "amonra" and
 * "stbrown" match too. Tokens never contain spaces, so the separators cannot create false hits
 * beyond a token spanning two words of one name, which is what a run-together query means.
 */
export function buildSearchKey(...names: (string | null | undefined)[]): string {
  const words = new Set<string>();
  const compact = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const parts = nameWords(name);
    parts.forEach((w) => words.add(w));
    if (parts.length > 1) compact.add(parts.join(''));
  }
  return [...words, ...compact].join(' ');
}

/** Tokens of a search box entry; empty when it holds no letters or digits. */
export function searchTokens(query: string): string[] {
  return [...new Set(nameWords(query))].slice(0, 8);
}
