import { useState } from 'react';
import { ScrollArea } from '#client/components/ScrollArea.js';
import { DataTable, type TableColumn } from '#client/components/table/DataTable.js';
import type { DraftPick } from '#shared/draft/types.js';
import { KEEPERS_ONLY_BEFORE_START, NO_PREVIOUS_DRAFT, tooManyKeepers } from '#shared/keepers/keeper-cost.js';
import type { TeamKeepers } from '#shared/keepers/api.js';
import { failureMessage } from '#client/api/transport.js';
import { nflTeam, teamLabel } from '#client/components/board/board-format.js';
import { KeeperBadge } from '#client/components/board/KeeperBadge.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { formatDollars } from '#client/format/format.js';
import { useDraftInfo, useDraftTeams } from '#client/draft-data/hooks.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';
import { penaltyText, useKeepers } from './use-keepers.js';

export const NO_CANDIDATES_TEXT = 'No players on this team in the previous draft.';

type Candidate = TeamKeepers['candidates'][number];
/** What a candidate's row shows besides the candidate: whether it is kept, and the card's state. */
interface CandidateRow {
  kept: DraftPick | undefined;
  busy: string | null;
  full: boolean;
  open: boolean;
}

/**
 * Before the draft starts the commissioner keeps players for each team, from the team's
 * roster in the league's previous draft, at last price plus the league's penalty. A keeper spends
 * budget and a slot like any pick; the limit per team is the server's (same text here).
 */
export function KeepersCard({ draftId }: { draftId: number }) {
  const draft = useDraftInfo();
  const teams = useDraftTeams();
  const { board, keptPick, keptCount } = useKeepers(draftId);
  const commands = useDraftCommands();
  const [teamId, setTeamId] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (!draft || board.isPending) return null;
  if (board.isError) {
    return (
      <section className="card settings-wide" aria-label="Keepers">
        <h2 className="card-title">Keepers</h2>
        <p className="form-error">Error loading keepers: {failureMessage(board.error)}</p>
      </section>
    );
  }
  const rules = board.data;
  if (!rules.is_keeper_league) return null;

  const open = draft.draft_status === 'NOT_STARTED';
  const chosen = rules.teams.find((t) => t.fantasy_team_id === teamId) ?? rules.teams[0];
  const labelOf = (entry: TeamKeepers) => {
    const team = teams.find((t) => t.fantasy_team_id === entry.fantasy_team_id);
    return team ? teamLabel(team) : entry.team_name;
  };

  const act = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    await action();
    setBusy(null);
  };

  return (
    <section className="card settings-wide keepers-card" aria-labelledby="keepers-title">
      <h2 className="card-title" id="keepers-title">
        Keepers
      </h2>
      {rules.previous_draft_id === null ? (
        <p className="muted">{NO_PREVIOUS_DRAFT}. Import last season&apos;s results into a draft of this league first.</p>
      ) : (
        <>
          <p className="muted small">
            Up to {rules.max_keepers} per team from the {rules.previous_season} draft. Cost: {penaltyText(rules)}, at least $1.{' '}
            {open ? 'Keepers spend budget and a roster slot like any pick.' : KEEPERS_ONLY_BEFORE_START + '.'}
          </p>
          <label className="keepers-team-select">
            <span>Team</span>
            <select className="input input-inline" value={chosen?.fantasy_team_id ?? ''} onChange={(event) => setTeamId(Number(event.target.value))}>
              {rules.teams.map((t) => (
                <option key={t.fantasy_team_id} value={t.fantasy_team_id}>
                  {labelOf(t)} ({keptCount(t.fantasy_team_id)}/{rules.max_keepers} kept)
                </option>
              ))}
            </select>
          </label>
          {chosen && candidateTable(chosen)}
        </>
      )}
    </section>
  );

  // Three columns, so a phone reaches the button without scrolling sideways. Built per render: the
  // action cell sends for this team with this card's commands.
  function candidateColumns(entry: TeamKeepers): TableColumn<Candidate, CandidateRow>[] {
    return [
      {
        id: 'player',
        header: 'Player',
        cell: (c, { kept }) => (
          <>
            <PositionBadge position={c.position_code} /> {kept && <KeeperBadge />}
            <span className="keepers-player">{c.full_name}</span> <span className="muted small">{nflTeam(c.team_abbreviation)}</span>
          </>
        ),
      },
      {
        id: 'cost',
        header: 'Keeper cost',
        numeric: true,
        cell: (c) => (
          <>
            <span className="keepers-cost">{formatDollars(c.cost)}</span>
            <span className="keepers-last muted small">was {formatDollars(c.last_price)}</span>
          </>
        ),
      },
      {
        id: 'action',
        header: <span className="visually-hidden">Action</span>,
        cellClassName: 'actions-cell',
        cell: (c, row) => {
          if (!row.open) return null;
          const key = `${entry.fantasy_team_id}:${c.nfl_player_id}`;
          const kept = row.kept;
          return kept ? (
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              disabled={row.busy !== null}
              aria-label={`Remove keeper ${c.full_name}`}
              onClick={() => void act(key, () => commands.removeKeeper(kept.fantasy_pick_id))}
            >
              {row.busy === key ? 'Removing...' : 'Remove'}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={row.busy !== null || row.full}
              aria-label={`Keep ${c.full_name} for ${formatDollars(c.cost)}`}
              onClick={() => void act(key, () => commands.assignKeeper({ fantasy_team_id: entry.fantasy_team_id, nfl_player_id: c.nfl_player_id }))}
            >
              {row.busy === key ? 'Keeping...' : 'Keep'}
            </button>
          );
        },
      },
    ];
  }

  // A plain function, not a component: it reads this card's state and must not remount per render.
  function candidateTable(entry: TeamKeepers) {
    const full = keptCount(entry.fantasy_team_id) >= rules.max_keepers;
    const remaining = teams.find((t) => t.fantasy_team_id === entry.fantasy_team_id)?.remaining_budget;
    if (entry.candidates.length === 0) return <p className="muted">{NO_CANDIDATES_TEXT}</p>;
    return (
      <>
        <p className="keepers-team-status" role="status">
          {labelOf(entry)}: {keptCount(entry.fantasy_team_id)} of {rules.max_keepers} kept
          {remaining !== undefined && <> · {formatDollars(remaining)} left</>}
          {open && full && <span className="keepers-limit"> · {tooManyKeepers(rules.max_keepers)}</span>}
        </p>
        <ScrollArea className="table-scroll" label="Keeper candidates">
          <DataTable
            className="keepers-table"
            columns={candidateColumns(entry)}
            rows={entry.candidates}
            rowKey={(c) => c.nfl_player_id}
            rowContext={(c) => ({ kept: keptPick(entry.fantasy_team_id, c.nfl_player_id), busy, full, open })}
            rowAttributes={(c) => ({ className: keptPick(entry.fantasy_team_id, c.nfl_player_id) ? 'is-kept' : undefined, 'data-player-id': c.nfl_player_id })}
          />
        </ScrollArea>
      </>
    );
  }
}
