import { useState } from 'react';
import { MAX_SLOT_COUNT, MIN_SLOT_COUNT, readSlotCount, settingsRoster } from '#shared/draft/roster-rules.js';
import { parseWholeNumber } from '#shared/whole-number.js';
import { ROSTER_SLOT_KEYS, type DraftInfo, type RosterPositions, type RosterSlotKey } from '#shared/draft/types.js';
import { Field } from '#client/components/Field.js';
import { SettingsForm } from './SettingsForm.js';

export const BUDGET_RULE = 'Budget must be a positive whole number';
export type SettingsCheck =
  | { ok: true; changes: { auction_budget?: number; roster_positions?: RosterPositions } | null }
  | { ok: false; error: string };

/** Which settings changed, if the form is valid. `changes: null` means nothing to save. */
export function checkSettings(draft: Pick<DraftInfo, 'auction_budget' | 'roster_positions'>, budgetText: string, slots: Record<RosterSlotKey, string>): SettingsCheck {
  const budget = parseWholeNumber(budgetText, 1);
  if (budget === null) return { ok: false, error: BUDGET_RULE };
  const current = settingsRoster(draft.roster_positions);
  const roster: RosterPositions = {};
  let rosterChanged = false;
  for (const key of ROSTER_SLOT_KEYS) {
    const count = readSlotCount(key, slots[key]);
    if (!count.ok) return count;
    // Every slot goes, zeros too: the server replaces the whole roster (a dropped 0 kept the old count).
    roster[key] = count.value;
    if (count.value !== current[key]) rosterChanged = true;
  }
  const changes: { auction_budget?: number; roster_positions?: RosterPositions } = {};
  if (budget !== draft.auction_budget) changes.auction_budget = budget;
  if (rosterChanged) changes.roster_positions = roster;
  return { ok: true, changes: Object.keys(changes).length > 0 ? changes : null };
}

/** Budget per team and roster slot counts. Remounted (by key) when the draft's settings change elsewhere. */
export function BudgetRosterForm({ draft }: { draft: DraftInfo }) {
  const initialRoster = settingsRoster(draft.roster_positions);
  const [budget, setBudget] = useState(String(draft.auction_budget));
  const [slots, setSlots] = useState(() => Object.fromEntries(ROSTER_SLOT_KEYS.map((k) => [k, String(initialRoster[k])])) as Record<RosterSlotKey, string>);

  return (
    <SettingsForm label="Draft settings" title="Budget and Roster" submitText="Save Settings" read={() => checkSettings(draft, budget, slots)}>
      <Field label="Budget per team ($)">
        {({ id }) => <input id={id} className="input" type="number" min={1} step={1} value={budget} onChange={(event) => setBudget(event.target.value)} />}
      </Field>
      <fieldset className="roster-fields">
        <legend className="field-label">Roster slots</legend>
        {ROSTER_SLOT_KEYS.map((key) => (
          <label key={key} className="roster-field">
            <span>{key === 'SUPERFLEX' ? 'SUPERFLEX (shown as FLEX)' : key}</span>
            <input
              className="input"
              type="number"
              min={MIN_SLOT_COUNT}
              max={MAX_SLOT_COUNT}
              step={1}
              value={slots[key]}
              onChange={(event) => setSlots((current) => ({ ...current, [key]: event.target.value }))}
            />
          </label>
        ))}
      </fieldset>
    </SettingsForm>
  );
}
