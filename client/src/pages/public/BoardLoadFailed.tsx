import { Component, type ReactNode } from 'react';
import { reloadOnce, serverAnswers } from '../../lazy-loading/lazy-with-retry.js';

/** How often the card checks whether it may reload: lazy-loading/lazy-with-retry.ts allows one reload a minute. */
export const BOARD_RETRY_CHECK_MS = 15_000;

/**
 * The TV on the wall must never end blank: an error that the lazy retry's one reload did not cure
 * (lazy-loading/lazy-with-retry.ts; the board's page renamed by a deploy, a render failure) shows this card,
 * and the board tries again on its own, as no one may be there to touch it: the page reloads once
 * the server answers and the last reload is a minute old (never onto the browser's offline page).
 * Reload tries at once. Styled inline: the app's card and button styles are the signed-in pages'
 * and would cost the board's first load a stylesheet (its 110 KB budget).
 */
export class BoardLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  private retrying?: ReturnType<typeof setInterval>;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Never cleared: the board's route stays for the page's life, and the page goes with the reload.
  override componentDidCatch() {
    this.retrying ??= setInterval(() => void serverAnswers().then((up) => up && reloadOnce()), BOARD_RETRY_CHECK_MS);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <section role="alert" style={{ margin: '25vh auto', textAlign: 'center', fontSize: 'clamp(18px, 3vw, 40px)' }}>
        <p>The board could not load. Trying again…</p>
        <button style={{ font: 'inherit', padding: '.3em 1.2em' }} onClick={() => location.reload()}>
          Reload
        </button>
      </section>
    ) : (
      this.props.children
    );
  }
}
