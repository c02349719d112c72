import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isValidEmail } from '#shared/league-rules.js';
import type { ApiTeam } from '#shared/league-types.js';
import { leagueKeys, setTeamOwner } from '../../api/leagues.js';
import { notifyError, notifySuccess } from '../../toasts/notify.js';

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
export const FIX_EMAILS_MESSAGE = 'Please fix invalid email formats before saving';

const original = (team: ApiTeam) => team.owner_email ?? '';
/** Empty means an unclaimed team: sent as null (spec 01 §5). */
const ownerValue = (text: string) => text.trim() || null;
const isChanged = (team: ApiTeam, text: string) => (ownerValue(text) ?? '').toLowerCase() !== original(team).toLowerCase();
export const emailProblem = (text: string) => (text.trim() && !isValidEmail(text.trim()) ? INVALID_EMAIL_MESSAGE : null);

/** Owner email per team. Only edited rows are held here; a saved row falls back to the refreshed server value. */
export function OwnerMappingTable({ leagueId, teams }: { leagueId: number; teams: ApiTeam[] }) {
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);

  const valueOf = (team: ApiTeam) => edits[team.fantasy_team_id] ?? original(team);
  const changedTeams = teams.filter((team) => isChanged(team, valueOf(team)));

  const forget = (teamIds: number[]) =>
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !teamIds.includes(Number(id)))));

  const save = async (targets: ApiTeam[], messages: { success: string; failure: string }) => {
    if (saving || targets.length === 0) return;
    if (targets.some((team) => emailProblem(valueOf(team)) !== null)) {
      toast.error(FIX_EMAILS_MESSAGE);
      return;
    }
    setSaving(true);
    // One PUT per changed team (spec 01 §7).
    const results = await Promise.allSettled(targets.map((team) => setTeamOwner(leagueId, team.fantasy_team_id, ownerValue(valueOf(team)))));
    setSaving(false);
    const savedIds = targets.filter((_, i) => results[i]?.status === 'fulfilled').map((team) => team.fantasy_team_id);
    if (savedIds.length > 0) {
      await queryClient.invalidateQueries({ queryKey: leagueKeys.all });
      forget(savedIds);
    }
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failure) notifySuccess(messages.success);
    else if (targets.length === 1) notifyError(failure.reason, messages.failure);
    else toast.error(messages.failure);
  };

  const saveAll = () => void save(changedTeams, { success: `Updated ${changedTeams.length} team mapping(s) successfully!`, failure: 'Failed to update some team mappings' });
  const saveOne = (team: ApiTeam) => void save([team], { success: 'Team mapping updated successfully!', failure: 'Failed to update team mapping' });

  return (
    <section className="card" aria-labelledby="owners-title">
      <div className="section-head">
        <h2 id="owners-title" className="section-title">
          Team owners
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={saveAll} disabled={saving || changedTeams.length === 0}>
          {saving ? 'Saving...' : 'Save All Changes'}
        </button>
      </div>
      <p className="field-hint">A team belongs to whoever signs in with its owner email. Leave it empty for an open team.</p>
      {teams.length === 0 ? (
        <p className="muted empty-note">This league has no teams yet. Add teams from the league page.</p>
      ) : (
        <ul className="owner-list">
          {teams.map((team) => {
            const value = valueOf(team);
            const problem = emailProblem(value);
            const inputId = `owner-${team.fantasy_team_id}`;
            return (
              <li key={team.fantasy_team_id} className={`owner-row${problem ? ' field-invalid' : ''}`}>
                <label htmlFor={inputId} className="owner-team">
                  {team.team_name}
                  {team.fantasy_user_id !== null && <span className="muted owner-joined"> · joined as {team.display_name ?? team.username}</span>}
                </label>
                <div className="owner-input">
                  <input
                    id={inputId}
                    className="input"
                    type="email"
                    placeholder="owner@example.com"
                    autoComplete="off"
                    aria-invalid={problem !== null}
                    aria-describedby={problem ? `${inputId}-error` : undefined}
                    value={value}
                    onChange={(e) => setEdits({ ...edits, [team.fantasy_team_id]: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        if (isChanged(team, value)) saveOne(team);
                      }
                    }}
                  />
                  <button type="button" className="btn btn-secondary btn-sm" disabled={saving || !isChanged(team, value)} onClick={() => saveOne(team)} aria-label={`Save owner of ${team.team_name}`}>
                    Save
                  </button>
                </div>
                {problem && (
                  <p id={`${inputId}-error`} className="field-error" role="alert">
                    {problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
