import { statusLabel } from '../format/draft-display.js';
import type { DraftStatus } from '#shared/draft/types.js';
import { Badge } from './Badge.js';
import type { BadgeTone } from '../format/league-status.js';

const TONES: Record<DraftStatus, BadgeTone> = {
  NOT_STARTED: 'neutral',
  IN_PROGRESS: 'success',
  PAUSED: 'warning',
  COMPLETED: 'info',
};

/** Not Started / In Progress / Paused / Completed; unknown values read as Not Started (spec 02 §4). */
export function DraftStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={TONES[status as DraftStatus] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
