import { AnimatePresence, motion } from 'framer-motion';
import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DraftInfo, DraftTeam } from '#shared/draft/types.js';
import { RECENT_PICKS_PANEL } from '../../format/draft-display.js';
import { BudgetAmount } from '../../components/BudgetAmount.js';
import { ScrollArea } from '../../components/ScrollArea.js';
import type { PositionFilterValue } from '../../components/board/PositionFilter.js';
import { teamLabel } from '../../components/board/board-format.js';
import { DataTable, type TableColumn } from '../../components/table/DataTable.js';
import { useDraftTeams, useIsCommissioner } from '../../draft-data/hooks.js';
import { QUICK_PANEL_PLAYER_LIMIT, type PlayerListItem } from '../../api/players.js';
import { useFocusTrap } from '../../accessibility/use-focus-trap.js';
import { useOutsidePointer } from '../../browser/use-outside-pointer.js';
import { formatPoints } from '../../format/number-format.js';
import { useTeamProjectedPoints } from '../../draft-room/use-values.js';
import { AvailablePlayersTable } from './run/AvailablePlayersTable.js';
import { RecentPicksList } from './run/RecentPicksList.js';
import { SubmitPickForm } from './run/SubmitPickForm.js';

type Panel = 'submit' | 'teams' | 'recent';

export interface QuickDraftToolsProps {
  draft: DraftInfo;
  draftId: number;
}

/**
 * A floating button with three slide-over panels (spec 02 §2 Quick Draft Tools), usable from any tab.
 * On a phone it is a labelled button in the room's header instead, so it never covers content.
 */
export function QuickDraftTools({ draft, draftId }: QuickDraftToolsProps) {
  const isCommissioner = useIsCommissioner();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const fabRef = useRef<HTMLButtonElement>(null);
  // The menu closes as a tap lands anywhere else, or on Escape with the focus on its button or in it.
  const toolsRef = useRef<HTMLDivElement>(null);
  useOutsidePointer(toolsRef, menuOpen, () => setMenuOpen(false));
  const canSubmit = isCommissioner && draft.draft_status === 'IN_PROGRESS';
  const open = (next: Panel) => {
    setPanel(next);
    setMenuOpen(false);
  };
  // The menu item that opened a panel is gone once it closes: focus goes back to the button.
  const backToButton = () => fabRef.current;
  const close = () => setPanel(null);
  return (
    <>
      <div
        className="quick-tools"
        ref={toolsRef}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          fabRef.current?.focus();
        }}
      >
        {menuOpen && (
          <div className="quick-tools-menu" role="menu" aria-label="Quick Draft Tools">
            <button type="button" role="menuitem" className="btn btn-secondary" disabled={!canSubmit} onClick={() => open('submit')}>
              Quick Submit Pick
            </button>
            <button type="button" role="menuitem" className="btn btn-secondary" onClick={() => open('teams')}>
              Team Summary
            </button>
            <button type="button" role="menuitem" className="btn btn-secondary" onClick={() => open('recent')}>
              Recent Picks
            </button>
          </div>
        )}
        <button
          ref={fabRef}
          type="button"
          className="quick-tools-fab"
          aria-expanded={menuOpen}
          aria-label="Quick Draft Tools"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">⚡</span>
          <span className="quick-tools-text">Quick Draft Tools</span>
        </button>
      </div>
      <SlideOver title="Quick Submit Pick" open={panel === 'submit' && canSubmit} onClose={close} returnFocusTo={backToButton}>
        <QuickSubmit draftId={draftId} leagueId={draft.fantasy_league_id} />
      </SlideOver>
      <SlideOver title="Team Summary" open={panel === 'teams'} onClose={close} returnFocusTo={backToButton}>
        <TeamSummary />
      </SlideOver>
      <SlideOver title="Recent Picks" open={panel === 'recent'} onClose={close} returnFocusTo={backToButton}>
        <RecentPicksList count={RECENT_PICKS_PANEL} canUndo={isCommissioner} />
      </SlideOver>
    </>
  );
}

function QuickSubmit({ draftId, leagueId }: { draftId: number; leagueId: number }) {
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<PositionFilterValue>('ALL');
  const [player, setPlayer] = useState<PlayerListItem | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const teamRef = useRef<HTMLSelectElement>(null);
  return (
    <div className="quick-submit">
      <SubmitPickForm
        player={player}
        onClearPlayer={() => setPlayer(null)}
        teamSelectRef={teamRef}
        onDrafted={() => {
          setPlayer(null);
          setSearch('');
          searchRef.current?.focus();
        }}
      />
      <AvailablePlayersTable
        draftId={draftId}
        leagueId={leagueId}
        limit={QUICK_PANEL_PLAYER_LIMIT}
        search={search}
        onSearchChange={setSearch}
        position={position}
        onPositionChange={setPosition}
        selectable
        selectedPlayerId={player?.nfl_player_id ?? null}
        onSelect={(chosen) => {
          setPlayer(chosen);
          teamRef.current?.focus();
        }}
        searchRef={searchRef}
        compact
      />
    </div>
  );
}

const SUMMARY_COLUMNS: TableColumn<DraftTeam, number | undefined>[] = [
  { id: 'team', header: 'Team', cell: (t) => teamLabel(t) },
  { id: 'left', header: 'Left', numeric: true, cell: (t) => <BudgetAmount remaining={t.remaining_budget} /> },
  { id: 'max', header: 'Max', numeric: true, cell: (t) => `$${t.max_bid}` },
  { id: 'players', header: 'Players', numeric: true, cell: (t) => t.players_count },
  { id: 'positions', header: 'QB/RB/WR/TE', cell: (t) => `${t.position_counts.QB}/${t.position_counts.RB}/${t.position_counts.WR}/${t.position_counts.TE}` },
];

/** With values, each team's projected points from its roster so far (docs/VALUES.md). */
const POINTS_COLUMN: TableColumn<DraftTeam, number | undefined> = {
  id: 'points',
  header: <abbr title="Projected points of the team's best lineup so far">Proj. pts</abbr>,
  numeric: true,
  cell: (_t, points) => formatPoints(points ?? 0),
};
const SUMMARY_WITH_POINTS: TableColumn<DraftTeam, number | undefined>[] = [...SUMMARY_COLUMNS, POINTS_COLUMN];

function TeamSummary() {
  const teams = useDraftTeams();
  const points = useTeamProjectedPoints();
  return points ? (
    <DataTable className="team-summary" columns={SUMMARY_WITH_POINTS} rows={teams} rowKey={(t) => t.fantasy_team_id} rowContext={(t) => points.get(t.fantasy_team_id)} />
  ) : (
    <DataTable className="team-summary" columns={SUMMARY_COLUMNS} rows={teams} rowKey={(t) => t.fantasy_team_id} />
  );
}

interface SlideOverProps {
  title: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}

function SlideOver({ open, onClose, ...panel }: SlideOverProps) {
  return createPortal(
    <AnimatePresence>
      {open && (
        <motion.div className="slide-over-backdrop" initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
          <SlidePanel onClose={onClose} {...panel} />
        </motion.div>
      )}
    </AnimatePresence>,
    document.body,
  );
}

/** Mounted only while open, so the focus trap moves focus in on open and back on close. */
function SlidePanel({ title, onClose, returnFocusTo, children }: Omit<SlideOverProps, 'open'>) {
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>({ onClose, returnFocusTo, initialFocus: 'panel', modal: true });
  return (
    // A div, not an aside: a dialog role is not allowed on <aside>, and its header would then count as a
    // second banner beside the site's top bar (axe, the value panels).
    <motion.div
      ref={ref}
      className="slide-over"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      tabIndex={-1}
      initial={{ x: '100%' }}
      animate={{ x: 0 }}
      exit={{ x: '100%' }}
      transition={{ type: 'tween', duration: 0.2 }}
      onKeyDown={onKeyDown}
    >
      <div className="slide-over-head">
        <h2 className="card-title">{title}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {/* It scrolls: a keyboard reaches it and scrolls it with the arrows, as every scroll box here (ScrollArea). */}
      <ScrollArea className="slide-over-body" label={title}>
        {children}
      </ScrollArea>
    </motion.div>
  );
}
