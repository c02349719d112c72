import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { JOIN_CODE_NOT_FOUND, withJoinOpen, withJoinTeam, type JoinView } from '#shared/leagues/joining.js';
import { joinKeys } from '../api/joining.js';
import { watchSilence } from '../draft-data/silence-watch.js';
import { openMemberSocket } from '../draft-data/socket.js';

/**
 * Where the page's line stands: `connecting` until the server first says it is watching (the page's
 * read is fresh); `live` while it is; `lost` from the line going down until the server watches again
 * and has answered with the view as it is then (what the page shows meanwhile is only as last seen).
 */
export type JoinLine = 'connecting' | 'live' | 'lost';

/**
 * The join page kept live (docs/API.md, Socket events: `join:watch`), open or closed: a team another
 * guest takes, or the commissioner releases, and joining opened or closed change the page's copy of
 * GET /join/:code as the server says it, without a re-read, so a page told "closed" offers the teams
 * again when the commissioner reopens. The watch's answer carries the whole view, read once the watch
 * was in place, so nothing between the page's read and its watch is missed, and after a reconnect
 * the page is `live` again on that answer: while the line is `lost` the page keeps what it has but
 * offers none of it (docs/DECISIONS.md, "Joining by code: the trust model"). `ended` is the reason
 * when the code stopped working (renewed, league deleted), for the page to show as a re-read would.
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
    // Notices heard while a watch waits for its answer, kept to replay on the view the answer carries.
    let waiting: ((view: JoinView) => JoinView)[] | null = null;
    const apply = (change: (view: JoinView) => JoinView) => (waiting ? waiting.push(change) : update(change));
    // The heartbeat (server/realtime/heartbeat.ts ticks join pages too; draft-data/silence-watch.ts):
    // a line silent for 2 s is down as far as the guest can tell, though a half-open Wi-Fi link may
    // not close for most of a minute; silent for 6 s it is dialled again. Heard again without a
    // reconnect, nothing was lost (the connection delivers in order) and the page is live as soon as
    // its watch had answered.
    const silence = watchSilence();
    let silent = false;
    let watched = false;
    socket.onAny(() => {
      if (!silence.heard()) return;
      silent = false;
      if (watched) setLine('live');
    });
    // Watch, and take the view the answer carries: on each connection, and again when the league's
    // teams changed (a team added or renamed is no owner notice: join:teams).
    const watch = () => {
      const connection = ++connections;
      const early: ((view: JoinView) => JoinView)[] = [];
      waiting = early;
      socket.emit('join:watch', { code }, (result) => {
        if (connection !== connections) return;
        waiting = null;
        if (!result.ok) {
          // A code renewed while the line was down ends the page as its read would; any other refusal
          // (the try limit) is read again, so the page says what the REST route says.
          if (result.error === JOIN_CODE_NOT_FOUND) {
            socket.close();
            setEnded({ code, reason: result.error });
          } else void queryClient.invalidateQueries({ queryKey: key });
          return;
        }
        // The view was read after the watch began, so every later change is a notice; the notices heard
        // before the answer are replayed on it in order (a team's last notice is its state), and the page
        // is live on it: after a reconnect this answer is the page's re-read.
        queryClient.setQueryData<JoinView>(key, early.reduce((view, change) => change(view), result.view));
        watched = true;
        if (socket.connected && !silent) setLine('live');
      });
    };
    socket.on('connect', () => {
      silence.start({
        isCurrent: () => socket.connected,
        silent: () => {
          silent = true;
          setLine('lost');
        },
        redial: () => {
          socket.disconnect();
          socket.connect();
        },
      });
      silent = false;
      watched = false;
      watch();
    });
    socket.on('disconnect', () => {
      waiting = null;
      watched = false;
      setLine('lost');
    });
    socket.on('join:team', (team) => apply((view) => withJoinTeam(view, team)));
    socket.on('join:open', (state) => apply((view) => withJoinOpen(view, state)));
    socket.on('join:teams', () => {
      if (socket.connected) watch();
    });
    socket.on('join:ended', ({ reason }) => {
      socket.close();
      setEnded({ code, reason });
    });
    socket.connect();
    return () => {
      silence.stop();
      socket.close();
      setLine('connecting');
    };
  }, [code, watching, queryClient]);
  return { ended: ended?.code === code ? ended.reason : null, line: watching ? line : 'connecting' };
}
