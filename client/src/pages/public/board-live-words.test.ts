import { describe, expect, it } from 'vitest';
import * as liveDot from '../../components/LiveDot.js';
import * as board from './PublicBoardPage.js';

describe("the public board's status words", () => {
  it("are the draft room's and the join page's (LiveDot's), word for word", () => {
    expect([board.CONNECTING_TEXT, board.RECONNECTING_TEXT, board.UP_TO_DATE_TEXT]).toEqual([liveDot.CONNECTING_TEXT, liveDot.RECONNECTING_TEXT, liveDot.UP_TO_DATE_TEXT]);
  });
});
