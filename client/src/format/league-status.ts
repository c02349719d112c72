import type { DraftStatus } from '#shared/league-types.js';

export type LeagueStatusLabel = 'Draft in Progress' | 'Season Active' | 'Draft Scheduled' | 'Pre-Draft';

/** Spec 01 §4: a league card's status comes from its latest draft. */
export function leagueStatusLabel(latestDraftStatus: DraftStatus | null | undefined): LeagueStatusLabel {
  if (latestDraftStatus === 'IN_PROGRESS') return 'Draft in Progress';
  if (latestDraftStatus === 'COMPLETED') return 'Season Active';
  if (latestDraftStatus) return 'Draft Scheduled';
  return 'Pre-Draft';
}

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export function leagueStatusTone(label: LeagueStatusLabel): BadgeTone {
  switch (label) {
    case 'Draft in Progress':
      return 'warning';
    case 'Season Active':
      return 'success';
    case 'Draft Scheduled':
      return 'info';
    case 'Pre-Draft':
      return 'neutral';
  }
}

/** Start Draft shows only before a draft has started (spec 01 §2): no draft yet, or one not started. */
export function canStartDraft(latestDraftStatus: DraftStatus | null | undefined): boolean {
  return latestDraftStatus === null || latestDraftStatus === undefined || latestDraftStatus === 'NOT_STARTED';
}
