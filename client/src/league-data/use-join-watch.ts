import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withJoinOpen, withJoinTeam, type JoinView } from '#shared/leagues/joining.js';
import { joinKeys } from '../api/joining.js';
import { openMemberSocket } from '../draft-data/socket.js';

/**
 * Where the page's line stands: `connecting` until the server first says it is watching (the page's
 * read is fresh); `live` while it is; `lost` from the line going down until the server watches again
 * and the page has read the view again (what it shows meanwhile is only as last seen).
 */
export type JoinLine = 'connecting' | 'live' | 'lost';

/**
 * The join page kept live (docs/API.md, Socket events: `join:watch`), open or closed: a team another
 * guest takes, or the commissioner releases, and joining opened or closed change the page's copy of
 * GET /join/:code as the server says it, without a re-read, so a page told "closed" offers the teams
 * again when the commissioner reopens. The watch's answer carries the open state too, for a switch
 * made between the page's read and its watch. After a reconnect the page reads again, in case a
 * notice went by while the line was down, and is `live` again only once that read is back: while
 * the line is `lost` the page keeps what it has but offers none of it (docs/DECISIONS.md,
 * "Joining by code: the trust model"). `ended` is the reason when the code stopped working (renewed, league deleted),
 * for the page to show as a re-read would.
 */
export function useJoinWatch(code: string, watching: boolean): { ended: string | null; line: JoinLine } {
  const queryClient = useQueryClient();
  const [line, setLine] = useState<JoinLine>('connecting');
  // Kept with its code: another code's page starts without it.
  const [ended, setEnded] = useState<{ code: string; reason: string } | null>(null);
  useEffect(() => {
    if (!watching) return;
    const key = joinKeys.view(code);
    const update = (change: (view: JoinView) => JoinView) => queryClient.setQueryData<JoinView>(key, (view) => view && change(view));
    const socket = openMemberSocket();
    let connections = 0;
    socket.on('connect', () => {
      const connection = ++connections;
      // invalidateQueries settles once the refetch has (failed or not): a failed read shows as the page's error.
      const reread = connection > 1 ? queryClient.invalidateQueries({ queryKey: key }) : Promise.resolve();
      socket.emit('join:watch', { code }, (result) => {
        if (!result.ok) return;
        update((view) => withJoinOpen(view, result));
        void reread.then(() => {
          // Not if the line went down again meanwhile: that connection's own answer and read decide.
          if (connection === connections && socket.connected) setLine('live');
        });
      });
    });
    socket.on('disconnect', () => setLine('lost'));
    socket.on('join:team', (team) => update((view) => withJoinTeam(view, team)));
    socket.on('join:open', (state) => update((view) => withJoinOpen(view, state)));
    socket.on('join:ended', ({ reason }) => {
      socket.close();
      setEnded({ code, reason });
    });
    socket.connect();
    return () => {
      socket.close();
      setLine('connecting');
    };
  }, [code, watching, queryClient]);
  return { ended: ended?.code === code ? ended.reason : null, line: watching ? line : 'connecting' };
}
