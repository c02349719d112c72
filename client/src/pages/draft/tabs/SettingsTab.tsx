import { importOffer } from '#client/pages/draft/settings/import-offer.js';
import { useDraftInfo, useDraftSelector, useIsCommissioner } from '#client/draft-data/hooks.js';
import { ImportResultsCard } from '../files/ImportResultsCard.js';
import { KeepersCard } from '../keepers/KeepersCard.js';
import { useKeepers } from '../keepers/use-keepers.js';
import { AuctionSettingsCard } from '../settings/AuctionSettingsCard.js';
import { ParticipantsCard } from '../settings/ParticipantsCard.js';
import { BudgetRosterForm } from '../settings/BudgetRosterForm.js';
import { PublicLinkCard } from '../settings/PublicLinkCard.js';
import { RoomRulesCard } from '../settings/RoomRulesCard.js';

export const SETTINGS_FORBIDDEN_TEXT = 'Only the commissioner can access draft settings.';

/** Commissioner-only settings: budget and roster, the live auction, room rules, the public board link, participants, keepers, importing last season. */
export function SettingsTab({ draftId }: { draftId: number }) {
  const isCommissioner = useIsCommissioner();
  const draft = useDraftInfo();
  const hasPicks = useDraftSelector((s) => (s.snapshot?.picks.length ?? 0) > 0);
  const keeperLeague = useKeepers(draftId).board.data?.is_keeper_league;
  if (!isCommissioner) return <p className="card empty-state">{SETTINGS_FORBIDDEN_TEXT}</p>;
  if (!draft) return null;
  // A settings change made elsewhere remounts the form with the new values.
  const settingsKey = `${draft.auction_budget}|${JSON.stringify(draft.roster_positions)}`;
  const offer = importOffer({ draft_status: draft.draft_status, hasPicks, keeperLeague });
  const auctionKey = `${draft.auction_mode}|${draft.nomination_seconds}|${draft.bid_seconds}|${draft.min_bid_increment}`;
  return (
    <div className="settings-tab">
      <div className="settings-side">
        <BudgetRosterForm key={settingsKey} draft={draft} />
        <AuctionSettingsCard key={auctionKey} draft={draft} />
      </div>
      <div className="settings-side">
        <RoomRulesCard draft={draft} />
        <PublicLinkCard draftId={draftId} />
        <ParticipantsCard />
      </div>
      <KeepersCard draftId={draftId} />
      {offer && <ImportResultsCard draftId={draftId} intro={offer.intro} />}
    </div>
  );
}
