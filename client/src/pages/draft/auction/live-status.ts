/**
 * The Run tab's line on what a running live auction is doing (issue 14), for everyone in the room.
 * Before the start and after the end the room keeps the spec's texts (RunTab.tsx).
 */
export interface LiveStatusInput {
  status: 'IN_PROGRESS' | 'PAUSED';
  lot: { playerName: string; highBid: number; leaderName: string; paused: boolean } | null;
  /** Whose nomination turn it is, when no lot is open. */
  nominating: { teamName: string; mine: boolean } | null;
}

export function liveStatusText({ status, lot, nominating }: LiveStatusInput): string {
  if (status === 'PAUSED') return lot ? `The draft is paused. ${lot.playerName} stays up at $${lot.highBid}; the clock resumes where it stopped.` : 'The draft is paused.';
  if (lot) {
    return lot.paused
      ? `Bidding on ${lot.playerName} is paused at $${lot.highBid} (${lot.leaderName}).`
      : `${lot.playerName} is up for auction: $${lot.highBid}, ${lot.leaderName} leads.`;
  }
  if (nominating) return nominating.mine ? 'Your turn to nominate.' : `${nominating.teamName} is nominating.`;
  return 'Waiting for the next nomination.';
}
