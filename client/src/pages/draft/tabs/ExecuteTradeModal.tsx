import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { newIdempotencyKey } from '../../../api/transport.js';
import { Modal } from '../../../components/Modal.js';
import { Spinner } from '../../../components/Spinner.js';
import { useDraftStore, useDraftTeams } from '../../../live-draft/hooks.js';
import { executeTrade, useTradeAssets } from '../../../api/trades.js';
import { checkTrade, chooseTeam, emptyTradeForm, groupAssets, togglePlayer, tradeFailureText, type TradeForm } from './trade-form.js';
import { TradeSidePicker } from './TradeSidePicker.js';

interface Props {
  open: boolean;
  draftId: number;
  onClose: () => void;
  onExecuted: () => void;
}

/** From/To teams, each side's players and FAAB, then one POST /trades/execute. */
export function ExecuteTradeModal({ open, draftId, onClose, onExecuted }: Props) {
  const teams = useDraftTeams();
  const store = useDraftStore();
  const assets = useTradeAssets(draftId, open);
  const [form, setForm] = useState<TradeForm>(emptyTradeForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per intent: a retried click after a network blip is applied once by the server.
  const intentKey = useRef<string | null>(null);

  useEffect(() => {
    if (open) return;
    setForm(emptyTradeForm());
    setError(null);
    intentKey.current = null;
  }, [open]);

  const assetError = assets.isError ? assets.error.message : null;
  useEffect(() => {
    if (assetError) toast.error(`Error loading assets: ${assetError}`, { toastId: 'trade-assets' });
  }, [assetError]);

  const byTeam = useMemo(() => groupAssets(assets.data ?? []), [assets.data]);
  const available = (teamId: number) => byTeam.get(teamId)?.budget ?? teams.find((t) => t.fantasy_team_id === teamId)?.remaining_budget ?? 0;

  const update = (next: TradeForm) => {
    setForm(next);
    setError(null);
    intentKey.current = null;
  };

  const submit = async () => {
    const checked = checkTrade(form, draftId, available);
    if (!checked.ok) {
      // Shown in the dialog (role="alert"), next to what needs fixing; a toast would only repeat it.
      setError(checked.error);
      return;
    }
    intentKey.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      await executeTrade(checked.request, store, intentKey.current);
      toast.success('Trade executed successfully!');
      onExecuted();
      onClose();
    } catch (err) {
      const text = tradeFailureText('Failed to execute trade: ', err);
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };

  const toTeams = teams.filter((t) => t.fantasy_team_id !== form.from.teamId);
  return (
    <Modal open={open} title="Execute Trade" onClose={busy ? () => undefined : onClose} size="lg">
      <form
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
          <TradeSidePicker
            label="From Team"
            teams={teams}
            side={form.from}
            assets={form.from.teamId === null ? undefined : byTeam.get(form.from.teamId)}
            onTeam={(teamId) => update(chooseTeam(form, 'from', teamId))}
            onPlayer={(playerId) => update(togglePlayer(form, 'from', playerId))}
            onBudget={(budget) => update({ ...form, from: { ...form.from, budget } })}
          />
          <TradeSidePicker
            label="To Team"
            teams={toTeams}
            side={form.to}
            assets={form.to.teamId === null ? undefined : byTeam.get(form.to.teamId)}
            onTeam={(teamId) => update(chooseTeam(form, 'to', teamId))}
            onPlayer={(playerId) => update(togglePlayer(form, 'to', playerId))}
            onBudget={(budget) => update({ ...form, to: { ...form.to, budget } })}
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Executing...' : 'Execute Trade'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
