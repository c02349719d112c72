import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { JOINING_CLOSED, withJoinTeam, type JoinView } from '#shared/leagues/joining.js';
import { joinKeys } from '../api/joining.js';
import { openMemberSocket } from '../draft-data/socket.js';

/**
 * The join page's teams kept live (docs/API.md, Socket events: `join:watch`): a team another guest
 * takes, or the commissioner releases, changes in the page's copy of GET /join/:code as the server
 * says it, without a re-read. After a reconnect the page reads again, in case a notice went by while
 * the line was down; while it is down the page keeps what it has (a stale tap still gets its 409).
 * `ended` is the reason when the code stopped working (renewed), for the page to show as a re-read
 * would; closed joining is applied to the view instead, as a re-read shows it. `live` is true only
 * while the server has said it is watching, so the page never claims more than the server said.
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
      socket.emit('join:watch', { code }, (result) => setLive(result.ok));
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: key });
      connectedBefore = true;
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('join:team', (team) => update((view) => withJoinTeam(view, team)));
    socket.on('join:ended', ({ reason }) => {
      socket.close();
      setLive(false);
      if (reason === JOINING_CLOSED) update((view) => ({ ...view, joining_open: false }));
      else setEnded({ code, reason });
    });
    socket.connect();
    return () => {
      socket.close();
      setLive(false);
    };
  }, [code, watching, queryClient]);
  return { ended: ended?.code === code ? ended.reason : null, live: live && watching };
}
