import type { BrowserContext, Page } from 'playwright-core';

export interface BoardPlace {
  /** Each new top of the board's content, in CSS px, from the first frame that lays it out. */
  tops: number[];
  /** Whether the board's QR code was on screen in that first frame. */
  qrAtFirst: boolean | null;
  /** Frames after it in which the board's QR code was not on screen. */
  qrHiddenFrames: number;
}

/**
 * Records, every frame of every page of `context` from the document's start, where the public
 * board's content begins and whether its QR code shows: what a guest watching the TV sees move.
 * The server's first paint (`.board-first-paint`) is left out: on a wide screen it is not shown.
 */
export async function watchBoardPlace(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const place: BoardPlace = { tops: [], qrAtFirst: null, qrHiddenFrames: 0 };
    (window as unknown as { __boardPlace: BoardPlace }).__boardPlace = place;
    const frame = () => {
      const content = [...document.querySelectorAll('.public-board .public-content')].find((el) => !el.closest('.board-first-paint'));
      const box = content?.getBoundingClientRect();
      if (box && box.height > 0) {
        const top = Math.round(box.top);
        if (place.tops.at(-1) !== top) place.tops.push(top);
        const qr = document.querySelector('.public-header .public-qr')?.getBoundingClientRect();
        const shown = !!qr && qr.width > 0 && qr.height > 0;
        if (place.qrAtFirst === null) place.qrAtFirst = shown;
        else if (!shown) place.qrHiddenFrames += 1;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export const boardPlace = (page: Page): Promise<BoardPlace> => page.evaluate(() => (window as unknown as { __boardPlace: BoardPlace }).__boardPlace);
