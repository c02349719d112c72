import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { readTradeCash } from '#shared/draft/trade-rules.js';
import type { TradeTermsRequest } from '#shared/trades/requests.js';
import { newIdempotencyKey } from '#client/api/transport.js';
import { Modal } from '#client/components/Modal.js';
import { Spinner } from '#client/components/Spinner.js';
import { teamLabel } from '#client/components/board/board-format.js';
import { useDraftStore, useDraftTeams } from '#client/draft-data/hooks.js';
import type { DraftStore } from '#client/draft-data/store.js';
import { executeTrade, proposeTrade, useTradeAssets } from '#client/api/trades.js';
import { checkTrade, chooseTeam, emptyTradeForm, groupAssets, togglePlayer, tradeFailureText, type TradeFailurePrefix, type TradeForm } from './trade-form.js';
import { TradeSidePicker } from './TradeSidePicker.js';

/**
 * Execute Trade (commissioner: any two teams, applied at once) and Propose Trade (a member: from
 * a team they own to any other, answered by its owner). One form, the shared trade rules; only
 * the texts and the call differ.
 */
export type TradeTermsKind = 'execute' | 'propose';

interface KindTexts {
  title: string;
  submit: string;
  busy: string;
  success: string;
  failure: TradeFailurePrefix;
  send: (terms: TradeTermsRequest, store: DraftStore, idempotencyKey: string) => Promise<unknown>;
}

const KINDS: Record<TradeTermsKind, KindTexts> = {
  execute: {
    title: 'Execute Trade',
    submit: 'Execute Trade',
    busy: 'Executing...',
    success: 'Trade executed successfully!',
    failure: 'Failed to execute trade: ',
    send: executeTrade,
  },
  propose: {
    title: 'Propose Trade',
    submit: 'Send Offer',
    busy: 'Sending...',
    success: 'Trade offer sent!',
    failure: 'Failed to propose trade: ',
    send: proposeTrade,
  },
};

interface Props {
  kind: TradeTermsKind;
  open: boolean;
  draftId: number;
  /** Propose only: the teams the member may offer from (their own). */
  myTeamIds?: readonly number[];
  onClose: () => void;
  onDone: () => void;
}

/** From/To teams, each side's players and FAAB, then one POST /trades/execute or POST /trades. */
export function TradeTermsModal({ kind, open, draftId, myTeamIds = [], onClose, onDone }: Props) {
  const texts = KINDS[kind];
  const teams = useDraftTeams();
  const store = useDraftStore();
  const assets = useTradeAssets(draftId, open);
  const [form, setForm] = useState<TradeForm>(emptyTradeForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per intent: a retried click after a network blip is applied once by the server.
  const intentKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A member proposes from their own team: chosen for them when they have one.
  const fromTeams = kind === 'propose' ? teams.filter((t) => myTeamIds.includes(t.fantasy_team_id)) : teams;
  const onlyFromTeam = kind === 'propose' && fromTeams.length === 1 ? (fromTeams[0]?.fantasy_team_id ?? null) : null;

  useEffect(() => {
    if (open) {
      if (onlyFromTeam !== null) setForm((f) => (f.from.teamId === null ? chooseTeam(f, 'from', onlyFromTeam) : f));
      return;
    }
    setForm(emptyTradeForm());
    setError(null);
    intentKey.current = null;
  }, [open, onlyFromTeam]);

  const assetError = assets.isError ? assets.error.message : null;
  useEffect(() => {
    if (assetError) toast.error(`Error loading assets: ${assetError}`, { toastId: 'trade-assets' });
  }, [assetError]);

  const byTeam = useMemo(() => groupAssets(assets.data ?? []), [assets.data]);
  const teamOf = (teamId: number) => {
    const team = teams.find((t) => t.fantasy_team_id === teamId);
    return { label: team ? teamLabel(team) : '', available: byTeam.get(teamId)?.budget ?? team?.remaining_budget ?? 0 };
  };

  const update = (next: TradeForm) => {
    setForm(next);
    setError(null);
    intentKey.current = null;
  };

  const submit = async () => {
    const checked = checkTrade(form, draftId, teamOf);
    if (!checked.ok) {
      // Shown in the dialog (role="alert"), next to what needs fixing; a toast would only repeat it.
      // A budget refusal is already under its field: focus goes there, which reads it out.
      setError(checked.error);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    intentKey.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      await texts.send(checked.request, store, intentKey.current);
      toast.success(texts.success);
      onDone();
      onClose();
    } catch (err) {
      const text = tradeFailureText(texts.failure, err);
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  const toTeams = teams.filter((t) => t.fantasy_team_id !== form.from.teamId);
  // A budget refusal already shows under its field; the form's alert does not repeat it.
  const fieldErrors = (['from', 'to'] as const).flatMap((side) => {
    const teamId = form[side].teamId;
    if (teamId === null) return [];
    const team = teamOf(teamId);
    const reading = readTradeCash(form[side].budget, team.label, team.available);
    return reading.ok ? [] : [reading.error];
  });
  const sideProps = (side: 'from' | 'to') => ({
    side: form[side],
    assets: form[side].teamId === null ? undefined : byTeam.get(form[side].teamId),
    onTeam: (teamId: number | null) => update(chooseTeam(form, side, teamId)),
    onPlayer: (playerId: string) => update(togglePlayer(form, side, playerId)),
    onBudget: (budget: string) => update({ ...form, [side]: { ...form[side], budget } }),
  });
  return (
    <Modal open={open} title={texts.title} onClose={busy ? () => undefined : onClose} size="lg">
      <form
        ref={formRef}
        className="execute-trade"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {assets.isPending && <Spinner inline label="Loading assets..." />}
        {assetError && (
          <p className="form-error" role="alert">
            Error loading assets: {assetError}
          </p>
        )}
        <div className="trade-sides-form">
          {kind === 'execute' ? (
            <>
              <TradeSidePicker label="From Team" teams={fromTeams} {...sideProps('from')} />
              <TradeSidePicker label="To Team" teams={toTeams} {...sideProps('to')} />
            </>
          ) : (
            <>
              <TradeSidePicker label="You give" teamLabelText="Your team" budgetLabel="Budget (FAAB) you give" fixed={onlyFromTeam !== null} teams={fromTeams} {...sideProps('from')} />
              <TradeSidePicker label="You get" teamLabelText="Trade with" budgetLabel="Budget (FAAB) you get" teams={toTeams} {...sideProps('to')} />
            </>
          )}
        </div>
        {error && !fieldErrors.includes(error) && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? texts.busy : texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
