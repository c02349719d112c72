import { useId } from 'react';
import type { DraftTeam } from '#shared/draft/types.js';
import { PlayerAvatar } from '#client/components/PlayerAvatar.js';
import { PositionBadge } from '#client/components/PositionBadge.js';
import { formatDollars } from '#client/format/format.js';
import { readTradeCash } from '#shared/draft/trade-rules.js';
import { teamLabel } from '#client/components/board/board-format.js';
import type { TeamAssets, TradeSideForm } from './trade-form.js';

interface Props {
  /** The side's legend: 'From Team' / 'To Team' for Execute Trade, 'You give' / 'You get' for a proposal. */
  label: string;
  /** The team select's label (the legend when not given). */
  teamLabelText?: string;
  /** The side's team is set and cannot change (a member proposing from their only team): its name, no select. */
  fixed?: boolean;
  budgetLabel?: string;
  teams: DraftTeam[];
  side: TradeSideForm;
  assets: TeamAssets | undefined;
  onTeam: (teamId: number | null) => void;
  onPlayer: (playerId: string) => void;
  onBudget: (text: string) => void;
}

/** One side of a trade: its team, the players it gives and the budget (FAAB) it gives. */
export function TradeSidePicker({ label, teamLabelText = label, fixed = false, budgetLabel = 'Budget (FAAB) to give', teams, side, assets, onTeam, onPlayer, onBudget }: Props) {
  const selectId = useId();
  const budgetId = useId();
  const budgetErrorId = useId();
  const available = assets?.budget ?? 0;
  const team = teams.find((t) => t.fantasy_team_id === side.teamId);
  const budgetReading = readTradeCash(side.budget, team ? teamLabel(team) : '', available);
  return (
    <fieldset className="trade-side-picker">
      <legend>{label}</legend>
      {fixed && team ? (
        <p className="trade-side-team-fixed">{teamLabel(team)}</p>
      ) : (
        <>
          <label htmlFor={selectId} className={teamLabelText === label ? 'visually-hidden' : 'trade-budget-label'}>
            {teamLabelText}
          </label>
          <select id={selectId} className="input" value={side.teamId ?? ''} onChange={(e) => onTeam(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Select team...</option>
            {teams.map((t) => (
              <option key={t.fantasy_team_id} value={t.fantasy_team_id}>
                {teamLabel(t)}
              </option>
            ))}
          </select>
        </>
      )}
      {side.teamId !== null && assets && (
        <>
          <div className="trade-players" role="group" aria-label={`${label} players`}>
            {assets.players.length === 0 && <p className="muted">No players on this team yet</p>}
            {assets.players.map((asset) => (
              <label key={asset.asset} className={`trade-player${side.players.includes(asset.asset) ? ' selected' : ''}`}>
                <input type="checkbox" checked={side.players.includes(asset.asset)} onChange={() => onPlayer(asset.asset)} />
                <PlayerAvatar src={asset.player_data.photo_url} name={asset.player_data.full_name} size="xs" />
                <span className="trade-player-name">{asset.player_data.full_name}</span>
                <PositionBadge position={asset.player_data.position_code} />
                <span className="muted">{formatDollars(asset.player_data.acquisition_price)}</span>
              </label>
            ))}
          </div>
          <label htmlFor={budgetId} className="trade-budget-label">
            {budgetLabel} <span className="muted">— {formatDollars(available)} available</span>
          </label>
          <input
            id={budgetId}
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            max={available}
            step={1}
            placeholder="0"
            value={side.budget}
            aria-invalid={!budgetReading.ok}
            aria-describedby={budgetReading.ok ? undefined : budgetErrorId}
            onChange={(e) => onBudget(e.target.value)}
          />
          {!budgetReading.ok && (
            <p className="field-error" id={budgetErrorId}>
              {budgetReading.error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
