import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SCORING_PRESETS, scoringPresets, type ScoringPreset, type ScoringSettings } from '#shared/scoring.js';
import { fetchScoring, leagueKeys, setScoringPreset } from '../../api/leagues.js';
import { failureMessage } from '../../api/transport.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

/** docs/DECISIONS.md, Accounts and leagues: the spec lists the scoring call but none of its texts. */
export const SCORING_SAVED = 'Scoring settings updated successfully!';
export const SCORING_FAILED = 'Failed to update scoring settings';

const PRESET_LABELS: Record<ScoringPreset, { name: string; reception: string }> = {
  PPR: { name: 'PPR', reception: '1 point per reception' },
  HALF_PPR: { name: 'Half PPR', reception: '½ point per reception' },
  STANDARD: { name: 'Standard', reception: 'No points for receptions' },
};

const RULES: { key: Exclude<keyof ScoringSettings, 'preset'>; label: string }[] = [
  { key: 'reception', label: 'Reception' },
  { key: 'passing_yard', label: 'Passing yard' },
  { key: 'passing_td', label: 'Passing TD' },
  { key: 'interception', label: 'Interception' },
  { key: 'rushing_yard', label: 'Rushing yard' },
  { key: 'rushing_td', label: 'Rushing TD' },
  { key: 'receiving_yard', label: 'Receiving yard' },
  { key: 'receiving_td', label: 'Receiving TD' },
  { key: 'return_td', label: 'Return TD' },
  { key: 'two_point', label: 'Two-point conversion' },
  { key: 'fumble_lost', label: 'Fumble lost' },
];

const sameNumbers = (a: ScoringSettings, b: ScoringSettings) => RULES.every(({ key }) => a[key] === b[key]);

/**
 * League settings: the fantasy scoring projections and values are computed with (PPR, half PPR or
 * standard). Choosing a preset and saving resets every number to it.
 */
export function ScoringSettingsCard({ leagueId }: { leagueId: number }) {
  const queryClient = useQueryClient();
  const scoring = useQuery({ queryKey: leagueKeys.scoring(leagueId), queryFn: ({ signal }) => fetchScoring(leagueId, signal) });
  const saved = scoring.data?.scoring_settings;
  const [choice, setChoice] = useState<ScoringPreset | null>(null);
  const save = useMutation({
    mutationFn: (preset: ScoringPreset) => setScoringPreset(leagueId, preset),
    onSuccess: (answer) => {
      queryClient.setQueryData(leagueKeys.scoring(leagueId), answer);
      setChoice(null);
      notifySuccess(SCORING_SAVED);
      // Projected points and values on every draft screen follow the league's scoring.
      void queryClient.invalidateQueries();
    },
    onError: (err) => notifyError(err, SCORING_FAILED),
  });

  const selected = choice ?? saved?.preset ?? null;
  const custom = saved ? !sameNumbers(saved, SCORING_PRESETS[saved.preset]) : false;
  const shown = saved && selected ? (selected === saved.preset ? saved : SCORING_PRESETS[selected]) : null;
  const changed = saved !== undefined && selected !== null && (selected !== saved.preset || custom);

  return (
    <section className="card" aria-labelledby="scoring-title">
      <div className="section-head">
        <h2 id="scoring-title" className="section-title">
          Scoring
        </h2>
      </div>
      {scoring.isPending && <p className="muted">Loading scoring settings...</p>}
      {scoring.isError && <p className="field-error">{failureMessage(scoring.error, 'Failed to load scoring settings')}</p>}
      {saved && selected && shown && (
        <form
          className="form-stack"
          aria-label="Scoring"
          onSubmit={(event) => {
            event.preventDefault();
            if (changed && !save.isPending) save.mutate(selected);
          }}
        >
          <div className="segmented" role="radiogroup" aria-label="Scoring preset">
            {scoringPresets.map((preset) => (
              <label key={preset} className={`segment${selected === preset ? ' active' : ''}`}>
                <input type="radio" name="scoring-preset" value={preset} checked={selected === preset} onChange={() => setChoice(preset)} />
                {PRESET_LABELS[preset].name}
              </label>
            ))}
          </div>
          <p className="field-hint">
            {PRESET_LABELS[selected].reception}. Projected points and player values in this league's drafts use these numbers.
            {custom && selected === saved.preset && ' This league uses custom values; saving the preset resets them.'}
          </p>
          <dl className="scoring-rules" aria-label="Points per unit">
            {RULES.map(({ key, label }) => (
              <div key={key} className={`scoring-rule${shown[key] !== saved[key] ? ' is-changed' : ''}`}>
                <dt>{label}</dt>
                <dd>{shown[key]}</dd>
              </div>
            ))}
          </dl>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={!changed || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Scoring'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
