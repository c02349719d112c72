import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_LEAGUE_SETTINGS,
  KEEPER_PENALTY_TYPES,
  keeperPenaltyStep,
  MAX_NAME_LENGTH,
  type KeeperPenaltyType,
} from '#shared/league-rules.js';
import { createLeague, leagueKeys } from '../../api/leagues.js';
import { Field } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

const PENALTY_LABELS: Record<KeeperPenaltyType, string> = {
  FIXED_INCREASE: 'Fixed increase ($)',
  PERCENTAGE_INCREASE: 'Percentage increase (%)',
};

interface LeagueForm {
  leagueName: string;
  isKeeperLeague: boolean;
  /** Number inputs are kept as typed text so a half-typed value is not clobbered. */
  maxKeepers: string;
  penaltyType: KeeperPenaltyType;
  penaltyAmount: string;
}

const initialForm = (): LeagueForm => ({
  leagueName: '',
  isKeeperLeague: DEFAULT_LEAGUE_SETTINGS.is_keeper_league,
  maxKeepers: String(DEFAULT_LEAGUE_SETTINGS.max_keepers),
  penaltyType: DEFAULT_LEAGUE_SETTINGS.keeper_penalty_type,
  penaltyAmount: String(DEFAULT_LEAGUE_SETTINGS.keeper_penalty_amount),
});

/** Create League (spec 01 §2, §5, §9): name, keeper toggle, max keepers, penalty type and amount. */
export function CreateLeagueModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LeagueForm>(initialForm);
  const [nameError, setNameError] = useState<string | null>(null);

  const close = () => {
    setForm(initialForm());
    setNameError(null);
    onClose();
  };

  const create = useMutation({
    mutationFn: () =>
      createLeague({
        league_name: form.leagueName.trim(),
        is_keeper_league: form.isKeeperLeague,
        max_keepers: Number(form.maxKeepers) || 0,
        keeper_penalty_type: form.penaltyType,
        keeper_penalty_amount: Number(form.penaltyAmount) || 0,
      }),
    onSuccess: () => {
      notifySuccess('League created successfully!');
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      close();
    },
    onError: (err) => notifyError(err, 'Failed to create league'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.leagueName.trim()) {
      setNameError('League name is required');
      return;
    }
    if (!create.isPending) create.mutate();
  };

  const step = keeperPenaltyStep(form.penaltyType);

  return (
    <Modal open={open} title="Create League" onClose={close}>
      <form onSubmit={onSubmit} className="form-stack" aria-label="Create League">
        <Field label="League name" error={nameError}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              className="input"
              name="league_name"
              required
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              aria-invalid={invalid}
              aria-describedby={describedBy}
              data-autofocus
              value={form.leagueName}
              onChange={(e) => {
                setForm({ ...form, leagueName: e.target.value });
                if (e.target.value.trim()) setNameError(null);
              }}
            />
          )}
        </Field>

        <label className="toggle">
          <input type="checkbox" name="is_keeper_league" checked={form.isKeeperLeague} onChange={(e) => setForm({ ...form, isKeeperLeague: e.target.checked })} />
          <span className="toggle-track" aria-hidden="true" />
          <span>Keeper league</span>
        </label>

        {form.isKeeperLeague && (
          <fieldset className="fieldset">
            <legend>Keeper rules</legend>
            <div className="form-grid">
              <Field label="Max keepers">
                {({ id }) => (
                  <input id={id} className="input" type="number" name="max_keepers" min={0} step={1} inputMode="numeric" required value={form.maxKeepers} onChange={(e) => setForm({ ...form, maxKeepers: e.target.value })} />
                )}
              </Field>
              <Field label="Keeper penalty type">
                {({ id }) => (
                  <select id={id} className="input" name="keeper_penalty_type" value={form.penaltyType} onChange={(e) => setForm({ ...form, penaltyType: e.target.value as KeeperPenaltyType })}>
                    {KEEPER_PENALTY_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {PENALTY_LABELS[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={form.penaltyType === 'FIXED_INCREASE' ? 'Penalty amount ($)' : 'Penalty amount (%)'}>
                {({ id }) => (
                  <input id={id} className="input" type="number" name="keeper_penalty_amount" min={0} step={step} inputMode="decimal" required value={form.penaltyAmount} onChange={(e) => setForm({ ...form, penaltyAmount: e.target.value })} />
                )}
              </Field>
            </div>
          </fieldset>
        )}

        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create League'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
