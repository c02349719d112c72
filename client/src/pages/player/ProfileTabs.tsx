import { useRef, type KeyboardEvent } from 'react';

export type ProfileTab = 'draft-history' | 'game-stats' | 'trends' | 'season';

/** Spec order; Game Stats is the default tab. */
export const PROFILE_TABS: readonly { id: ProfileTab; label: string }[] = [
  { id: 'draft-history', label: 'Draft History' },
  { id: 'game-stats', label: 'Game Stats' },
  { id: 'trends', label: 'Trends' },
  { id: 'season', label: 'Season' },
];

/** A tab list that arrow keys move through, as screen-reader users expect of role="tablist". */
export function ProfileTabs({ active, onChange }: { active: ProfileTab; onChange: (tab: ProfileTab) => void }) {
  const refs = useRef(new Map<ProfileTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = PROFILE_TABS.findIndex((t) => t.id === active);
    const next = PROFILE_TABS[(index + step + PROFILE_TABS.length) % PROFILE_TABS.length];
    if (!next) return;
    onChange(next.id);
    refs.current.get(next.id)?.focus();
  };
  return (
    <div className="profile-tabs" role="tablist" aria-label="Player sections" onKeyDown={onKeyDown}>
      {PROFILE_TABS.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            if (el) refs.current.set(t.id, el);
          }}
          type="button"
          role="tab"
          id={`profile-tab-${t.id}`}
          aria-selected={t.id === active}
          aria-controls={`profile-panel-${t.id}`}
          tabIndex={t.id === active ? 0 : -1}
          className={`profile-tab${t.id === active ? ' active' : ''}`}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
