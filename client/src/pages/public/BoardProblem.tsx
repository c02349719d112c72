import { Component, type ReactNode } from 'react';

/**
 * The TV on the wall must never end blank: an error the lazy retry's one reload did not cure
 * (lib/lazy-with-retry.ts; the board's page renamed by a deploy, a render failure) shows this card
 * with a way out. Styled inline: the app's card and button styles are the signed-in pages' and
 * would cost the board's first load a stylesheet (issue 10's budget; this is ~0.2 KB of it).
 */
export class BoardProblem extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? (
      <section role="alert" style={{ margin: '25vh auto', textAlign: 'center', fontSize: 'clamp(18px, 3vw, 40px)' }}>
        <p>The board hit a problem.</p>
        <button style={{ font: 'inherit', padding: '.3em 1.2em' }} onClick={() => location.reload()}>
          Reload
        </button>
      </section>
    ) : (
      this.props.children
    );
  }
}
