import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardJoinInvite } from '#shared/leagues/joining.js';
import { api } from '../../api/transport.js';
import { useDraftSelector, useDraftStore } from '../../draft-data/hooks.js';

/**
 * The TV's "Join to bid" code next to "Scan to follow" (docs/API.md, Joining): the league's join
 * page, drawn by the server like the board's own code, shown only while the commissioner's switch
 * is on, joining is open and a team has no owner. Owners and the league's switches are not in the
 * draft's events: the server cues the board (`draft:join_invite`) when any of them changes, and the
 * board reads its invite again then, and when its socket comes back (a cue may have gone by while
 * the line was down).
 */
export function JoinQrCode({ token }: { token: string }) {
  const store = useDraftStore();
  const connected = useDraftSelector((s) => s.connected);
  const [invite, setInvite] = useState<BoardJoinInvite | null>(null);
  // The reads of the token shown now; a new token (or leaving) drops answers still on their way.
  const reads = useRef({ current: false });
  // Kept when the answer is the same, so a re-read renders the code only when it changed
  // (scripts/bench-render.ts).
  const read = useCallback(
    (session: { current: boolean }) => {
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
    const stop = store.subscribeJoinInvite(() => read(session));
    return () => {
      session.current = false;
      stop();
    };
  }, [read, store]);
  // Back after a drop, not the first connection: the read on mount covers that one.
  const connectedBefore = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (connectedBefore.current) read(reads.current);
    connectedBefore.current = true;
  }, [connected, read]);

  if (!invite?.join_url) return null;
  return (
    <figure className="public-qr" aria-label="Join the league to bid">
      <img src={`data:image/svg+xml,${encodeURIComponent(invite.qr_svg)}`} alt={`QR code for ${invite.join_url}`} width={180} height={180} data-testid="join-qr" data-url={invite.join_url} />
      <figcaption>Join to bid</figcaption>
    </figure>
  );
}
