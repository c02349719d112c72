import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_SLOT_COUNT, MIN_SLOT_COUNT } from '#shared/draft/roster-rules.js';
import { ROSTER_SLOT_KEYS } from '#shared/draft/types.js';
import { MAX_AUCTION_BUDGET, MAX_TEAMS, MIN_AUCTION_BUDGET, MIN_TEAMS, seasonChoices } from '#shared/league-rules.js';
import type { AuctionSettings } from '#shared/auction/types.js';
import type { ApiLeague, ApiTeam } from '#shared/league-types.js';
import { createDraft } from '../../api/draft-setup.js';
import { leagueKeys } from '../../api/leagues.js';
import { AuctionSettingsFields } from '../../components/AuctionSettingsFields.js';
import { Field } from '../../components/Field.js';
import { auctionSettingsForm, readAuctionSettings } from '../../forms/auction-settings-form.js';
import { Modal } from '../../components/Modal.js';
import { initialDraftSettings, leagueStartingPoint, participantErrors, resizeParticipants, rosterTotal, settingsError, type ParticipantRow } from '../../forms/draft-form.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';
import { ParticipantsStep } from './ParticipantsStep.js';

interface Props {
  open: boolean;
  league: ApiLeague;
  teams: ApiTeam[];
  onClose: () => void;
}

function defaultSeason(league: ApiLeague): number {
  const choices = seasonChoices();
  return choices.includes(league.season) ? league.season : choices[0];
}

/** Create Draft, two steps (spec 01 §2): settings with a live roster total, then participants. */
export function CreateDraftModal({ open, league, teams, onClose }: Props) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [settings, setSettings] = useState(() => initialDraftSettings(defaultSeason(league), leagueStartingPoint(league, teams)));
  const [auction, setAuction] = useState(() => auctionSettingsForm());
  const [participants, setParticipants] = useState<ParticipantRow[]>([]);
  const [stepError, setStepError] = useState<string | null>(null);
  const [showRowErrors, setShowRowErrors] = useState(false);

  const reset = () => {
    setStep(1);
    setSettings(initialDraftSettings(defaultSeason(league), leagueStartingPoint(league, teams)));
    setAuction(auctionSettingsForm());
    setParticipants([]);
    setStepError(null);
    setShowRowErrors(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  // The form is mounted before the league's teams are in (or before Add Teams adds some): it
  // starts from the league as it is when opened.
  useEffect(() => {
    if (open) setSettings(initialDraftSettings(defaultSeason(league), leagueStartingPoint(league, teams)));
    // Only on opening: later changes to the league must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const create = useMutation({
    mutationFn: (auctionSettings: AuctionSettings) =>
      createDraft({
        ...auctionSettings,
        fantasy_league_id: league.fantasy_league_id,
        season: settings.season,
        num_teams: participants.length,
        auction_budget: Number(settings.budget),
        roster_positions: Object.fromEntries(ROSTER_SLOT_KEYS.map((key) => [key, Number(settings.roster[key])])),
        enforce_max_bid: settings.enforceMaxBid,
        participants: participants.map((row) => ({
          team_name: row.teamName.trim(),
          owner_email: row.ownerEmail.trim() || null,
          draft_position: Number(row.draftPosition),
          ...(row.teamId !== undefined ? { fantasy_team_id: row.teamId } : {}),
        })),
      }),
    onSuccess: () => {
      notifySuccess('Draft created successfully!');
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      close();
    },
    onError: (err) => notifyError(err, 'Failed to create draft'),
  });

  const next = (event: FormEvent) => {
    event.preventDefault();
    const auctionCheck = readAuctionSettings(auction);
    const problem = settingsError(settings) ?? (auctionCheck.ok ? null : auctionCheck.error);
    setStepError(problem);
    if (problem) return;
    setParticipants(resizeParticipants(participants, Number(settings.numTeams), teams));
    setShowRowErrors(false);
    setStep(2);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (participantErrors(participants).size > 0) {
      setShowRowErrors(true);
      return;
    }
    const auctionCheck = readAuctionSettings(auction);
    if (!auctionCheck.ok) {
      setStep(1);
      setStepError(auctionCheck.error);
      return;
    }
    if (!create.isPending) create.mutate(auctionCheck.value);
  };

  const total = rosterTotal(settings.roster);
  const setRoster = (key: string, value: string) => setSettings({ ...settings, roster: { ...settings.roster, [key]: value } });

  return (
    <Modal open={open} title="Create Draft" onClose={close} size="lg" description={step === 1 ? 'Step 1 of 2 · Settings' : 'Step 2 of 2 · Participants'}>
      {step === 1 ? (
        <form onSubmit={next} className="form-stack" aria-label="Draft settings">
          <div className="form-grid">
            <Field label="Season">
              {({ id }) => (
                <select id={id} className="input" name="season" value={settings.season} onChange={(e) => setSettings({ ...settings, season: Number(e.target.value) })} data-autofocus>
                  {seasonChoices().map((year) => (
                    <option key={year} value={year}>
                      {year}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Number of teams">
              {({ id }) => (
                <input id={id} className="input" type="number" name="num_teams" min={MIN_TEAMS} max={MAX_TEAMS} step={1} required value={settings.numTeams} onChange={(e) => setSettings({ ...settings, numTeams: e.target.value })} />
              )}
            </Field>
            <Field label="Auction budget ($)">
              {({ id }) => (
                <input id={id} className="input" type="number" name="auction_budget" min={MIN_AUCTION_BUDGET} max={MAX_AUCTION_BUDGET} step={1} required value={settings.budget} onChange={(e) => setSettings({ ...settings, budget: e.target.value })} />
              )}
            </Field>
          </div>
          <fieldset className="fieldset">
            <legend>Roster positions</legend>
            <div className="roster-grid">
              {ROSTER_SLOT_KEYS.map((key) => (
                <label key={key} className="roster-input">
                  <span>{key}</span>
                  <input className="input" type="number" name={`roster_${key}`} min={MIN_SLOT_COUNT} max={MAX_SLOT_COUNT} step={1} required value={settings.roster[key]} onChange={(e) => setRoster(key, e.target.value)} />
                </label>
              ))}
            </div>
            <p className="roster-total" aria-live="polite">
              Total roster slots: <strong data-testid="roster-total">{total}</strong>
            </p>
          </fieldset>
          <label className="toggle">
            <input type="checkbox" name="enforce_max_bid" checked={settings.enforceMaxBid} onChange={(e) => setSettings({ ...settings, enforceMaxBid: e.target.checked })} />
            <span className="toggle-track" aria-hidden="true" />
            <span>Enforce max bid (refuse a bid that would leave a team unable to fill its roster)</span>
          </label>
          <AuctionSettingsFields value={auction} onChange={setAuction} />
          {stepError && (
            <p className="field-error" role="alert">
              {stepError}
            </p>
          )}
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary">
              Next
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={submit} className="form-stack" aria-label="Draft participants" noValidate>
          <ParticipantsStep rows={participants} onChange={setParticipants} errors={showRowErrors ? participantErrors(participants) : new Map()} />
          <div className="form-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep(1)} disabled={create.isPending}>
              Back
            </button>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Draft'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
