/**
 * Poll until `check` holds. Sockets, stores and servers change state asynchronously, so tests wait
 * for the state, never for a fixed time. The one polling helper of every tier. `state`, when given,
 * is written into the timeout's message: a wait that fails once in many runs then says what it saw.
 */
export async function until(check: () => boolean, ms = 5000, state?: () => unknown): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(state ? `timed out waiting; saw ${JSON.stringify(state())}` : 'timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
