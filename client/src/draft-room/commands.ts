import type { PublicUrlResponse, RemovedPickResponse } from '#shared/draft/api.js';
import type { KeeperAssignedResponse, KeeperRemovedResponse } from '#shared/keepers/api.js';
import type { AssignKeeperRequest } from '#shared/keepers/requests.js';
import type { ImportResultsRequest } from '#shared/csv/requests.js';
import type { ImportResultsResponse } from '#shared/csv/api.js';
import type {
  DraftPlayerRequest,
  NicknameRequest,
  RenameTeamRequest,
  ReorderRequest,
  SettingsRequest,
  UpdatePickRequest,
} from '#shared/draft/requests.js';
import { toast } from 'react-toastify';
import { ApiError, failureMessage } from '../api/transport.js';
import { notifyError, notifySuccess } from '../toasts/notify.js';
import { draftCommand, sendDraftCommand, type DraftCommand } from '../api/draft-mutations.js';
import type { DraftStore } from '../draft-data/store.js';

/** The first public link's toast: it is created, not regenerated. */
export const PUBLIC_URL_CREATED = 'Public URL created';

/**
 * The commissioner's commands of spec 02 §7 with their toasts (§8): the success text, or the
 * server's error, or the catalogue fallback. Each call is one intent with one Idempotency-Key.
 * Results: the server's answer, or null when it failed (the toast has been shown).
 */

export type DraftCommands = ReturnType<typeof draftCommands>;

/** Said while a command waits for the connection (honest, not a network-error toast). */
export const QUEUED_TEXT = 'Queued — will send when back';

/** How a form shows a command's outcome itself, next to its fields, instead of in a toast. */
export interface CommandFeedback {
  /** The server refused (a 4xx with its reason): the form shows the reason; no toast. */
  onRefused?: (message: string) => void;
  /** The connection is down; the command goes when it is back (same Idempotency-Key). No toast. */
  onQueued?: () => void;
}

export function draftCommands(draftId: number, store: DraftStore | null) {
  const id = { id: draftId };
  let queuedToastShown = false;

  async function run<T>(command: DraftCommand, success: string | null, fallback: string, feedback: CommandFeedback = {}): Promise<T | null> {
    try {
      const result = await sendDraftCommand<T>(command, {
        store,
        // Say once that it waits for the connection; the same request goes again when it returns.
        onOffline: () => {
          if (feedback.onQueued) return feedback.onQueued();
          if (queuedToastShown) return;
          queuedToastShown = true;
          toast.info(QUEUED_TEXT);
        },
      });
      queuedToastShown = false;
      if (success) notifySuccess(success);
      return result;
    } catch (err) {
      if (feedback.onRefused && err instanceof ApiError && err.kind === 'client') feedback.onRefused(failureMessage(err, fallback));
      else notifyError(err, fallback);
      return null;
    }
  }

  return {
    start: () => run(draftCommand('start', id), 'Draft started!', 'Failed to start draft'),
    pause: () => run(draftCommand('pause', id), 'Draft paused', 'Failed to pause draft'),
    resume: () => run(draftCommand('resume', id), 'Draft resumed', 'Failed to resume draft'),
    /** Spec 02 §4: Reopen Draft uses the resume call. */
    reopen: () => run(draftCommand('resume', id), 'Draft resumed', 'Failed to resume draft'),
    complete: () => run(draftCommand('complete', id), 'Draft completed', 'Failed to complete draft'),
    draftPlayer: (input: DraftPlayerRequest, feedback?: CommandFeedback) =>
      run(draftCommand('draftPlayer', id, { body: input }), 'Player drafted successfully!', 'Failed to draft player', feedback),
    /** With a pick id undoes that pick; without, the last one. Its toast and Redo: use-undo-pick.tsx, the one place undo is decided. */
    undoPick: (pickId?: number) =>
      run<RemovedPickResponse>(draftCommand('undoPick', id, { query: pickId === undefined ? undefined : { pick_id: pickId } }), null, 'Failed to undo pick'),
    /** Redo of an undone pick: the same player, team and price drafted again through the pick command. */
    redoPick: ({ nfl_player_id, fantasy_team_id, acquisition_price }: RemovedPickResponse['pick']) =>
      run(draftCommand('draftPlayer', id, { body: { nfl_player_id, fantasy_team_id, acquisition_price } }), 'Pick restored', 'Failed to draft player'),
    deletePick: (pickId: number) =>
      run(draftCommand('deletePick', { id: draftId, pickId }), 'Draft pick deleted successfully', 'Failed to delete pick'),
    updatePick: (pickId: number, input: UpdatePickRequest, feedback?: CommandFeedback) =>
      run(draftCommand('editPick', { id: draftId, pickId }, { body: input }), 'Draft pick updated successfully', 'Failed to update pick', feedback),
    renameTeam: (teamId: number, teamName: string) => run(draftCommand('renameTeam', { id: draftId, teamId }, { body: { team_name: teamName } satisfies RenameTeamRequest }), null, 'Failed to update team name'),
    updateSettings: (input: SettingsRequest) => run(draftCommand('changeSettings', id, { body: input }), 'Draft settings updated successfully', 'Failed to update settings'),
    renameParticipant: (participantId: number, nickname: string) =>
      run(draftCommand('renameParticipant', { id: draftId, pid: participantId }, { body: { team_nickname: nickname } satisfies NicknameRequest }), 'Participant name updated successfully', 'Failed to update participant'),
    reorderParticipants: (order: ReorderRequest['participants']) =>
      run(draftCommand('reorderParticipants', id, { body: { participants: order } }), 'Draft order updated successfully', 'Failed to reorder participants'),
    /** `first`: the draft had no link, so one is created (docs/DECISIONS.md, "Wording"); the spec's text is Regenerate's. */
    regeneratePublicUrl: async (first = false) => {
      const result = await run<PublicUrlResponse>(
        draftCommand('regeneratePublicLink', id),
        first ? PUBLIC_URL_CREATED : 'Public URL regenerated successfully',
        'Failed to regenerate public URL',
      );
      if (result?.public_url) await copyText(result.public_url, 'New URL copied to clipboard!');
      return result;
    },
    assignKeeper: (input: AssignKeeperRequest) =>
      run<KeeperAssignedResponse>(draftCommand('assignKeeper', id, { body: input }), 'Keeper assigned', 'Failed to assign keeper'),
    removeKeeper: (pickId: number) =>
      run<KeeperRemovedResponse>(draftCommand('removeKeeper', { id: draftId, pickId }), 'Keeper removed', 'Failed to remove keeper'),
    importResults: (input: Omit<ImportResultsRequest, 'dry_run'>) =>
      run<ImportResultsResponse>(draftCommand('importResults', id, { body: input }), 'Results imported', 'Failed to import results'),
    disablePublicUrl: () =>
      run<PublicUrlResponse>(draftCommand('disablePublicLink', id), 'Public access disabled', 'Failed to disable public access'),
  };
}

/**
 * Copy to the clipboard with the spec's toasts. The Clipboard API needs a secure context (HTTPS or
 * localhost), which a laptop serving the party's LAN over plain HTTP is not, and may be refused
 * even there: then a hidden field and execCommand('copy'). False when both fail, so the caller
 * can offer the visible link to copy by hand.
 */
export async function copyText(text: string, success = 'URL copied to clipboard!'): Promise<boolean> {
  const copied = (await copyWithClipboardApi(text)) || copyWithTextarea(text);
  if (copied) notifySuccess(success);
  else notifyError(null, 'Failed to copy URL');
  return copied;
}

async function copyWithClipboardApi(text: string): Promise<boolean> {
  if (!navigator.clipboard || !window.isSecureContext) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function copyWithTextarea(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    // execCommand is deprecated but the only copy path on plain http (a LAN party server).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
