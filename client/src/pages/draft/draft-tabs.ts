/** The draft page's tabs (spec 02 §2), their paths and the per-draft memory of the last one. */
/** The spec's six, then My Team, last so the digit shortcuts of the others stay put. */
export const DRAFT_TABS = ['run', 'board', 'players', 'settings', 'trades', 'price-history', 'my-team'] as const;
export type DraftTab = (typeof DRAFT_TABS)[number];

export const isDraftTab = (value: string | null | undefined): value is DraftTab => DRAFT_TABS.includes(value as DraftTab);

export function tabLabel(tab: DraftTab, isCommissioner: boolean): string {
  switch (tab) {
    case 'run':
      return 'Run Draft';
    case 'board':
      return 'Draft Board';
    case 'players':
      return 'Players List';
    case 'settings':
      return isCommissioner ? 'Settings' : 'Settings (Commissioner Only)';
    case 'trades':
      return 'Trades';
    case 'price-history':
      return 'Price History';
    case 'my-team':
      return 'My Team';
  }
}

export const draftTabPath = (leagueId: number, draftId: number, tab: DraftTab) => `/leagues/${leagueId}/drafts/${draftId}/${tab}`;

export const tabStorageKey = (draftId: number) => `gavel.draft.${draftId}.tab`;

export function rememberedTab(draftId: number): DraftTab | null {
  try {
    const stored = window.localStorage.getItem(tabStorageKey(draftId));
    return isDraftTab(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberTab(draftId: number, tab: DraftTab): void {
  try {
    window.localStorage.setItem(tabStorageKey(draftId), tab);
  } catch {
    // Private mode: the URL still carries the tab.
  }
}

/**
 * Spec 02 §2: the URL's tab, else the one remembered for this draft, else the default: run for
 * the commissioner, My Team for members (a member's phone opens on what they can spend).
 */
export function resolveTab(urlTab: string | undefined, draftId: number, fallback: DraftTab = 'run'): DraftTab {
  if (isDraftTab(urlTab)) return urlTab;
  return rememberedTab(draftId) ?? fallback;
}

/** Tabs in the order the bar shows them: members find My Team first. */
export const navTabs = (isCommissioner: boolean): readonly DraftTab[] =>
  isCommissioner ? DRAFT_TABS : ['my-team', ...DRAFT_TABS.filter((t) => t !== 'my-team')];
