import { useId } from 'react';
import type { DraftTeam } from '../../../../../shared/draft/types.js';
import { PlayerAvatar } from '../../../components/PlayerAvatar.js';
import { PositionBadge } from '../../../components/PositionBadge.js';
import { formatDollars } from '../../../lib/format.js';
import { readTradeCash } from '../../../../../shared/draft/trade-rules.js';
import { teamLabel, type TeamAssets, type TradeSideForm } from './trade-form.js';

interface Props {
  label: 'From Team' | 'To Team';
  teams: DraftTeam[];
  side: TradeSideForm;
  assets: TeamAssets | undefined;
  onTeam: (teamId: number | null) => void;
  onPlayer: (playerId: string) => void;
  onBudget: (text: string) => void;
}

/** One side of a trade: its team, the players it gives and the budget (FAAB) it gives. */
export function TradeSidePicker({ label, teams, side, assets, onTeam, onPlayer, onBudget }: Props) {
  const selectId = useId();
  const budgetId = useId();
  const available = assets?.budget ?? 0;
  const budgetReading = readTradeCash(side.budget, available);
  return (
    <fieldset className="trade-side-picker">
      <legend>{label}</legend>
      <label htmlFor={selectId} className="visually-hidden">
        {label}
      </label>
      <select id={selectId} className="input" value={side.teamId ?? ''} onChange={(e) => onTeam(e.target.value ? Number(e.target.value) : null)}>
        <option value="">Select team...</option>
        {teams.map((team) => (
          <option key={team.fantasy_team_id} value={team.fantasy_team_id}>
            {teamLabel(team)}
          </option>
        ))}
      </select>
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
            Budget (FAAB) to give <span className="muted">— {formatDollars(available)} available</span>
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
            onChange={(e) => onBudget(e.target.value)}
          />
          {!budgetReading.ok && <p className="field-error">{budgetReading.error}</p>}
        </>
      )}
    </fieldset>
  );
}
