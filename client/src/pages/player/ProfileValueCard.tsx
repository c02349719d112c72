import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { formatInflation } from '#shared/values/inflation.js';
import { playerDraftValue } from '#shared/values/pricing.js';
import { saleVerdictText } from '#shared/values/sales.js';
import { fetchDraftSnapshot } from '../../api/draft-reads.js';
import { fetchLeague, leagueKeys } from '../../api/leagues.js';
import { draftQueryKeys } from '../../api/players.js';
import { pickOwnerLabel } from '../../components/board/board-format.js';
import { formatDollars } from '../../format/format.js';
import { DRAFT_CONTEXT_PARAM } from './profile-path.js';

/**
 * The player's auction value for a draft (docs/VALUES.md): the draft the profile was opened from
 * (`?draft=`), else the league's newest draft (docs/DECISIONS.md). Nothing shows for a league
 * without a draft or a draft without values.
 */
export function ProfileValueCard({ leagueId, playerId }: { leagueId: number | null; playerId: string }) {
  const asked = Number(new URLSearchParams(useSearch()).get(DRAFT_CONTEXT_PARAM));
  const fromLink = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  const league = useQuery({
    queryKey: leagueKeys.detail(leagueId ?? 0),
    queryFn: ({ signal }) => fetchLeague(leagueId ?? 0, signal),
    enabled: fromLink === null && leagueId !== null,
  });
  const draftId = fromLink ?? league.data?.drafts[0]?.fantasy_draft_id ?? null;
  const snapshot = useQuery({
    queryKey: [...draftQueryKeys.all(draftId ?? 0), 'snapshot'],
    queryFn: ({ signal }) => fetchDraftSnapshot({ kind: 'member', draftId: draftId ?? 0 }, signal),
    enabled: draftId !== null,
    staleTime: 0,
  });
  if (!snapshot.data) return null;
  const priced = playerDraftValue(snapshot.data, playerId);
  if (!priced) return null;
  const { draft } = snapshot.data;
  return (
    <section className="card profile-value" aria-labelledby="profile-value-title" data-testid="profile-value">
      <h2 className="card-title" id="profile-value-title">
        Auction value
      </h2>
      <p className="muted small profile-value-context">
        {draft.season} draft of {draft.league_name}: {draft.num_teams} teams, {formatDollars(draft.auction_budget)} budget
      </p>
      <dl className="profile-value-figures">
        <div>
          <dt>Value</dt>
          <dd>{formatDollars(priced.value)}</dd>
        </div>
        {priced.adjusted !== null && priced.inflation !== null && (
          <div>
            <dt>Adjusted</dt>
            <dd>
              {formatDollars(priced.adjusted)} <span className="muted small">at {formatInflation(priced.inflation)} inflation</span>
            </dd>
          </div>
        )}
        {priced.sale && (
          <div>
            <dt>Sold</dt>
            <dd>
              {formatDollars(priced.sale.price)} to {pickOwnerLabel(priced.sale.owner)}{' '}
              <span className={`sale-value is-${priced.sale.verdict.kind}`}>
                · <span className="sale-verdict">{saleVerdictText(priced.sale.verdict)}</span>
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
