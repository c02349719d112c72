import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withJoinOpen, withJoinTeam, type JoinView } from '#shared/leagues/joining.js';
import { joinKeys } from '../api/joining.js';
import { openMemberSocket } from '../draft-data/socket.js';

/**
 * The join page kept live (docs/API.md, Socket events: `join:watch`), open or closed: a team another
 * guest takes, or the commissioner releases, and joining opened or closed change the page's copy of
 * GET /join/:code as the server says it, without a re-read, so a page told "closed" offers the teams
 * again when the commissioner reopens. The watch's answer carries the open state too, for a switch
 * made between the page's read and its watch. After a reconnect the page reads again, in case a
 * notice went by while the line was down; while it is down the page keeps what it has (a stale tap
 * still gets its 409 or 403). `ended` is the reason when the code stopped working (renewed, league
 * deleted), for the page to show as a re-read would. `live` is true only while the server has said
 * it is watching, so the page never claims more than the server said.
 */
export function useJoinWatch(code: string, watching: boolean): { ended: string | null; live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  // Kept with its code: another code's page starts without it.
  const [ended, setEnded] = useState<{ code: string; reason: string } | null>(null);
  useEffect(() => {
    if (!watching) return;
    const key = joinKeys.view(code);
    const update = (change: (view: JoinView) => JoinView) => queryClient.setQueryData<JoinView>(key, (view) => view && change(view));
    const socket = openMemberSocket();
    let connectedBefore = false;
    socket.on('connect', () => {
      socket.emit('join:watch', { code }, (result) => {
        setLive(result.ok);
        if (result.ok) update((view) => withJoinOpen(view, result));
      });
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: key });
      connectedBefore = true;
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('join:team', (team) => update((view) => withJoinTeam(view, team)));
    socket.on('join:open', (state) => update((view) => withJoinOpen(view, state)));
    socket.on('join:ended', ({ reason }) => {
      socket.close();
      setLive(false);
      setEnded({ code, reason });
    });
    socket.connect();
    return () => {
      socket.close();
      setLive(false);
    };
  }, [code, watching, queryClient]);
  return { ended: ended?.code === code ? ended.reason : null, live: live && watching };
}
