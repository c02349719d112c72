/**
 * Poll until `check` holds. Sockets, stores and servers change state asynchronously, so tests wait
 * for the state, never for a fixed time. The one polling helper of every tier.
 */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
