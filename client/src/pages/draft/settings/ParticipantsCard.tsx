import { useState } from 'react';
import type { DraftTeam } from '#shared/draft/types.js';
import { useDraftTeams } from '#client/draft-data/hooks.js';
import { useDraftCommands } from '#client/draft-room/use-commands.js';

/**
 * Participants in draft order: rename (team name and nickname) and reorder by dragging or with
 * the up/down buttons. A new order is local until 'Save Order'; the list follows the store again
 * once the server has confirmed it.
 */
export function ParticipantsCard() {
  const teams = useDraftTeams();
  const commands = useDraftCommands();
  const storeOrder = teams.map((t) => t.fantasy_participant_id);
  const [localOrder, setLocalOrder] = useState<number[] | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  const order = localOrder && sameMembers(localOrder, storeOrder) ? localOrder : storeOrder;
  const dirty = order.some((id, i) => id !== storeOrder[i]);
  const byId = new Map(teams.map((t) => [t.fantasy_participant_id, t]));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    setLocalOrder(next);
  };

  const saveOrder = async () => {
    setSaving(true);
    const saved = await commands.reorderParticipants(order.map((id, i) => ({ fantasy_participant_id: id, draft_position: i + 1 })));
    setSaving(false);
    if (saved) setLocalOrder(null);
  };

  return (
    <section className="card" aria-label="Participants">
      <h2 className="card-title">Participants</h2>
      <p className="muted small">Drag a row, or use its arrows, to change the draft order.</p>
      <ol className="participant-list">
        {order.map((participantId, index) => {
          const team = byId.get(participantId);
          if (!team) return null;
          return (
            <li
              key={participantId}
              className={`participant-order-row${dragIndex === index ? ' is-dragging' : ''}`}
              draggable
              onDragStart={(event) => {
                setDragIndex(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(participantId));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragIndex !== null) move(dragIndex, index);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              data-participant-id={participantId}
            >
              <span className="participant-position">{index + 1}</span>
              <span className="drag-handle" aria-hidden="true">
                ⋮⋮
              </span>
              <ParticipantNames key={`${team.team_name}|${team.team_nickname ?? ''}`} team={team} />
              <span className="column-move">
                <button type="button" className="icon-btn" aria-label={`Move ${team.team_name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Move ${team.team_name} down`}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {dirty && (
        <div className="form-actions form-actions-start">
          <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void saveOrder()}>
            {saving ? 'Saving...' : 'Save Order'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={saving} onClick={() => setLocalOrder(null)}>
            Reset Order
          </button>
        </div>
      )}
    </section>
  );
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function ParticipantNames({ team }: { team: DraftTeam }) {
  const commands = useDraftCommands();
  const [name, setName] = useState(team.team_name);
  const [nickname, setNickname] = useState(team.team_nickname ?? '');
  const [saving, setSaving] = useState(false);
  const nameChanged = name.trim() !== team.team_name && name.trim() !== '';
  const nicknameChanged = nickname.trim() !== (team.team_nickname ?? '');

  const save = async () => {
    setSaving(true);
    if (nameChanged) await commands.renameTeam(team.fantasy_team_id, name.trim());
    if (nicknameChanged) await commands.renameParticipant(team.fantasy_participant_id, nickname.trim());
    setSaving(false);
  };

  return (
    <form
      className="participant-names"
      onSubmit={(event) => {
        event.preventDefault();
        if (nameChanged || nicknameChanged) void save();
      }}
    >
      <input className="input" aria-label={`Team name of ${team.team_name}`} value={name} onChange={(event) => setName(event.target.value)} />
      <input
        className="input"
        aria-label={`Nickname of ${team.team_name}`}
        placeholder="Nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-secondary" disabled={saving || !(nameChanged || nicknameChanged)}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}
