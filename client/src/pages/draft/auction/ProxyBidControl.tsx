import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { checkProxy, minimumBid } from '#shared/auction/rules.js';
import type { AuctionLot, ProxyReadResponse } from '#shared/auction/types.js';
import type { DraftTeam } from '#shared/draft/types.js';
import { api } from '#client/api/transport.js';
import type { AuctionCommands } from '#client/draft-room/auction-commands.js';
import { useDraftInfo } from '#client/draft-data/hooks.js';
import { useClockOffset } from '#client/draft-data/use-auction.js';
import { proxyQueryKey } from '#client/draft-room/use-team-state.js';
import { possessive } from '#shared/possessive.js';
import { teamLabel } from '#client/draft-data/team-label.js';

/**
 * My private maximum on this lot (Yahoo's auto-bid): the server bids the least needed for my team,
 * never above it. Read back with GET proxy-bid, the only place it is ever shown; checked with the
 * rule the server applies (shared/auction/rules.ts) before it is sent. The commissioner setting one
 * for another team reads that team's name where a member reads "you" (docs/DECISIONS.md, "Bidding
 * for another team").
 */
export function ProxyBidControl({ draftId, lot, team, commands, ownTeam = true }: { draftId: number; lot: AuctionLot; team: DraftTeam; commands: AuctionCommands; ownTeam?: boolean }) {
  const draft = useDraftInfo();
  const offset = useClockOffset();
  const ownId = useId();
  const queryClient = useQueryClient();
  const key = proxyQueryKey(draftId, lot.lot_id, team.fantasy_team_id);
  const stored = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<ProxyReadResponse>(`/drafts/${draftId}/proxy-bid`, { query: { lot_id: lot.lot_id, fantasy_team_id: team.fantasy_team_id }, signal, retry: 'read' }),
  });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  if (!draft) return null;
  const increment = draft.min_bid_increment;
  const proxy = stored.data?.proxy ?? null;
  const max = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  const verdict = max === null ? null : checkProxy({ lot, team, rosterSlots: draft.num_rounds, max, increment, nowMs: Date.now() + offset });
  const problem = verdict && !verdict.ok ? verdict.error : null;
  const passed = proxy !== null && lot.high_team_id !== team.fantasy_team_id && proxy.max < minimumBid(lot, increment);

  const save = async () => {
    if (max === null || problem) return;
    setBusy(true);
    const answer = await commands.proxy({ lot_id: lot.lot_id, max, fantasy_team_id: team.fantasy_team_id });
    setBusy(false);
    if (!answer) return;
    queryClient.setQueryData<ProxyReadResponse>(key, { lot_id: lot.lot_id, fantasy_team_id: team.fantasy_team_id, proxy: answer.proxy, server_now: answer.server_now });
    setText('');
  };
  const clear = async () => {
    setBusy(true);
    const answer = await commands.clearProxy(lot.lot_id, team.fantasy_team_id);
    setBusy(false);
    if (answer) queryClient.setQueryData<ProxyReadResponse>(key, answer);
  };

  // Ids of this copy: the dock and the Run tab's panel can both show the control on one page, and a
  // label must point at its own field.
  const inputId = `${ownId}-max`;
  const errorId = `${ownId}-error`;
  const headingId = `${ownId}-heading`;
  return (
    <section className="proxy-bid" aria-labelledby={headingId}>
      <h3 id={headingId}>Auto-bid</h3>
      {proxy ? (
        <div className="proxy-current">
          <p data-testid="my-proxy-max">
            {passed ? (
              <>
                {ownTeam ? 'Your' : possessive(teamLabel(team))} max of <strong>${proxy.max}</strong> has been passed
              </>
            ) : (
              <>
                Bidding for {ownTeam ? 'you' : teamLabel(team)} up to <strong>${proxy.max}</strong>
              </>
            )}
          </p>
          <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => void clear()}>
            Clear auto-bid
          </button>
        </div>
      ) : (
        <p className="muted proxy-hint">Set a private max: the server bids the least needed for {ownTeam ? 'you' : 'this team'}, up to it. Nobody else sees it.</p>
      )}
      <form
        className="bid-custom"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={inputId}>{proxy ? 'New max ($)' : ownTeam ? 'My max ($)' : 'Max ($)'}</label>
        <input
          id={inputId}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={`up to $${team.max_bid}`}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="btn btn-secondary" disabled={busy || max === null || problem !== null}>
          Set auto-bid
        </button>
        {problem && (
          <p id={errorId} className="form-error">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
