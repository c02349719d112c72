/**
 * The live auction panel's one line on what the room is doing, at the top of the panel
 * where a bidder looks. It is the only place the room says who is nominating: a second copy in the
 * side column repeated it on every phone. While a lot runs the lot card is the status, so the line
 * has nothing to add (null). Before the start and after the end the room keeps the spec's texts
 * (RunTab.tsx).
 */
export interface LiveStatusInput {
  status: 'IN_PROGRESS' | 'PAUSED';
  lot: { playerName: string; highBid: number; leaderName: string; paused: boolean } | null;
  /** Whose nomination turn it is, when no lot is open. */
  nominating: { teamName: string; mine: boolean } | null;
}

export function liveStatusText({ status, lot, nominating }: LiveStatusInput): string | null {
  if (status === 'PAUSED') return lot ? `The draft is paused. ${lot.playerName} stays up at $${lot.highBid}; the clock resumes where it stopped.` : 'The draft is paused.';
  if (lot) return lot.paused ? `Bidding on ${lot.playerName} is paused at $${lot.highBid} (${lot.leaderName}).` : null;
  if (nominating) return nominating.mine ? 'You are nominating' : `${nominating.teamName} is nominating`;
  return 'Waiting for the next nomination.';
}
