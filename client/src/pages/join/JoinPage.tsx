import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { readLeagueCode } from '#shared/leagues/league-code-text.js';
import { checkClaim, EVERY_TEAM_TAKEN, JOIN_TEAMS_AS_LAST_SEEN, JOINING_CLOSED, NO_TEAMS_YET, type JoinTeam, type JoinView } from '#shared/leagues/joining.js';
import { claimTeam, fetchJoinView, joinKeys, landingPath } from '../../api/joining.js';
import { leagueKeys } from '../../api/leagues.js';
import { failureMessage } from '../../api/transport.js';
import { LiveDot } from '../../components/LiveDot.js';
import { Spinner } from '../../components/Spinner.js';
import { useJoinWatch, type JoinLine } from '../../league-data/use-join-watch.js';
import { notifySuccess } from '../../toasts/notify.js';
import { useCurrentUser } from '../../stores/use-current-user.js';
import './join.css';

/**
 * /join/:code: a guest at the party picks their team with one tap (docs/ARCHITECTURE.md, Client).
 * Made for a phone: the league on top, every team a large tile, a dozen on one screen. A signed-out
 * visitor comes here through sign-in or registration (the app shell's return-to). The teams follow
 * other guests' claims live, and the page follows the commissioner opening or closing joining
 * (use-join-watch.ts); while its socket is down it says so and offers no team, since what it shows
 * is only as last seen.
 */
export default function JoinPage() {
  const typed = useParams<{ code: string }>().code ?? '';
  // An address typed by a guest who heard the code is read as the "Have a league code?" box reads
  // it, then shown as the code itself (docs/DECISIONS.md, "Joining by code").
  const read = readLeagueCode(typed);
  if (!read.ok) return <JoinRefused reason={read.error} />;
  if (read.code !== typed) return <Redirect to={`/join/${read.code}`} replace />;
  return <JoinByCode code={read.code} />;
}

function JoinByCode({ code }: { code: string }) {
  const view = useQuery({ queryKey: joinKeys.view(code), queryFn: ({ signal }) => fetchJoinView(code, signal), retry: false });
  const { ended, line } = useJoinWatch(code, view.isSuccess);
  if (view.isPending) return <Spinner />;
  if (view.isError || ended !== null) return <JoinRefused reason={ended ?? failureMessage(view.error)} />;
  return <JoinLeague code={code} view={view.data} line={line} />;
}

function JoinRefused({ reason }: { reason: string }) {
  return (
    <div className="page join-page">
      <h1 className="page-title">Join a league</h1>
      <p className="form-error" role="alert">
        {reason}
      </p>
      <Link href="/leagues" className="btn btn-secondary">
        My Leagues
      </Link>
    </div>
  );
}

function JoinLeague({ code, view, line }: { code: string; view: JoinView; line: JoinLine }) {
  const { league, teams, joining_open: open, own_team_id: ownTeamId } = view;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const claim = useMutation({
    mutationFn: (team: JoinTeam) => claimTeam(code, team.fantasy_team_id),
    onSuccess: (joined) => {
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      notifySuccess(`You joined ${league.league_name} as ${joined.team_name}`);
      navigate(landingPath(joined));
    },
    onError: (err) => {
      setRefusal(failureMessage(err));
      // Someone else was quicker: show the teams as they are now.
      void queryClient.invalidateQueries({ queryKey: joinKeys.view(code) });
    },
  });
  const lost = line === 'lost';
  const tap = (team: JoinTeam) => {
    // The tiles are disabled then; a tap that slips through still sends nothing on teams as last seen.
    if (lost) return;
    const checked = checkClaim({
      joiningOpen: open,
      teamOwner: team.fantasy_team_id === ownTeamId ? (user?.email.toLowerCase() ?? '') : team.claimed ? 'someone' : null,
      callerEmail: user?.email.toLowerCase() ?? '',
      callerOwnsAnother: ownTeamId !== null && ownTeamId !== team.fantasy_team_id,
    });
    if (!checked.ok) return setRefusal(checked.error);
    setRefusal(null);
    claim.mutate(team);
  };
  const ownTeam = teams.find((t) => t.fantasy_team_id === ownTeamId);

  return (
    <div className="join-page">
      <header className="join-header">
        <div className="join-title-row">
          <h1 className="join-title">{league.league_name}</h1>
          {/* Nothing before the first connection: the page's read is fresh, and "Reconnecting…" would not be true. */}
          {line !== 'connecting' && <LiveDot live={line === 'live'} />}
        </div>
        <p className="join-subtitle">
          Season {league.season} · commissioner {league.commissioner_name}
        </p>
        <p className="join-prompt" role="status">
          {lost
            ? JOIN_TEAMS_AS_LAST_SEEN
            : !open
              ? JOINING_CLOSED
              : ownTeam
                ? `You are ${ownTeam.team_name}. Tap it to go in.`
                : teams.length === 0
                  ? NO_TEAMS_YET
                  : teams.every((team) => team.claimed)
                    ? EVERY_TEAM_TAKEN
                    : 'Tap your team to join.'}
        </p>
        {refusal && (
          <p className="form-error join-refusal" role="alert">
            {refusal}
          </p>
        )}
      </header>
      {/* data-live: the server has said it sends this list's changes (tests wait on it). */}
      <ul className={`join-teams${lost ? ' is-stale' : ''}`} aria-label="Teams" data-live={line === 'live'}>
        {teams.map((team) => {
          const own = team.fantasy_team_id === ownTeamId;
          const takenByOther = team.claimed && !own;
          // A guest holds one team per league: once they have theirs, the free ones are not on offer to them.
          const offered = !team.claimed && open && ownTeamId === null;
          const joining = claim.isPending && claim.variables?.fantasy_team_id === team.fantasy_team_id;
          return (
            <li key={team.fantasy_team_id}>
              <button
                type="button"
                className={`join-team${own ? ' join-team-own' : ''}${takenByOther ? ' join-team-taken' : ''}${joining ? ' join-team-joining' : ''}`}
                disabled={lost || claim.isPending || !(own || offered)}
                onClick={() => tap(team)}
              >
                <span className="join-team-name">{team.team_name}</span>
                <span className="join-team-owner">
                  {/* "Open" only while the team is on offer to this guest: not on a closed page, nor to a guest
                      who already has a team here. Offline, the tiles keep what the page last heard (the prompt says so). */}
                  {own ? 'Your team' : takenByOther ? (team.owner_display_name ?? 'Reserved') : joining ? 'Joining...' : offered ? 'Open' : 'Unclaimed'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
