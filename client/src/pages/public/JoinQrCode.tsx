import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardJoinInvite } from '#shared/leagues/joining.js';
import { api } from '../../api/transport.js';
import { useDraftEvents } from '../../draft-data/hooks.js';

/** At most one read per this long, however busy the board: joins happen between bids, not per bid. */
const REREAD_MS = 20_000;

/**
 * The TV's "Join to bid" code next to "Scan to follow" (docs/API.md, Joining): the league's join
 * page, drawn by the server like the board's own code, shown only while the commissioner's switch
 * is on, joining is open and a team has no owner. Owners are not in the draft's events, so the
 * board asks again when something happens in the room, at most every 20 s.
 */
export function JoinQrCode({ token }: { token: string }) {
  const [invite, setInvite] = useState<BoardJoinInvite | null>(null);
  const lastAsk = useRef(0);
  // The reads of the token shown now; a new token (or leaving) drops answers still on their way.
  const reads = useRef({ current: false });
  // Asked from the event itself and kept when the answer is the same, so a re-read renders the
  // code only when it changed, not for every read (scripts/bench-render.ts).
  const read = useCallback(
    (session: { current: boolean }) => {
      lastAsk.current = Date.now();
      api
        .get<BoardJoinInvite>(`/public/drafts/${encodeURIComponent(token)}/join-invite`, { auth: false })
        .then((answer) => {
          if (session.current) setInvite((shown) => (shown && shown.join_url === answer.join_url && shown.qr_svg === answer.qr_svg ? shown : answer));
        })
        .catch(() => undefined);
    },
    [token],
  );
  useEffect(() => {
    const session = { current: true };
    reads.current = session;
    read(session);
    return () => {
      session.current = false;
    };
  }, [read]);
  useDraftEvents(() => {
    if (Date.now() - lastAsk.current >= REREAD_MS) read(reads.current);
  });

  if (!invite?.join_url) return null;
  return (
    <figure className="public-qr" aria-label="Join the league to bid">
      <img src={`data:image/svg+xml,${encodeURIComponent(invite.qr_svg)}`} alt={`QR code for ${invite.join_url}`} width={180} height={180} data-testid="join-qr" data-url={invite.join_url} />
      <figcaption>Join to bid</figcaption>
    </figure>
  );
}
