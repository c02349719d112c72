import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { noticeText } from '#shared/leagues/joining.js';
import { leagueKeys } from '../api/leagues.js';
import { announce } from '../accessibility/announcer.js';
import { openMemberSocket } from '../draft-data/socket.js';

/**
 * Live changes of the league's team owners (docs/API.md, Joining): "Ana joined as Seat 2" as a
 * toast and for screen readers, and the league's teams read again so team cards and "my team"
 * follow without a reload. A socket of its own watching the league room: the league page has no
 * draft socket, and the draft room's store stays about the draft. After a reconnect the teams are
 * read again, in case a notice went by while the line was down.
 */
export function useTeamOwnerNotices(leagueId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = openMemberSocket();
    let connectedBefore = false;
    socket.on('connect', () => {
      socket.emit('league:watch', { leagueId }, () => undefined);
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: leagueKeys.detail(leagueId) });
      connectedBefore = true;
    });
    socket.on('league:team_owner', (notice) => {
      if (notice.fantasy_league_id !== leagueId) return;
      const text = noticeText(notice);
      toast.info(text);
      announce(text);
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    });
    socket.connect();
    return () => {
      socket.close();
    };
  }, [leagueId, queryClient]);
}
