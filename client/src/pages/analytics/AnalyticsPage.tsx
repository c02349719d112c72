import { useCallback, type ReactNode } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { DraftAnalytics, ProjectedPoints, TeamAnalytics } from '#shared/analytics/types.js';
import type { DraftPick } from '#shared/draft/types.js';
import type { ApiLeagueDraft, LeagueDetailResponse } from '#shared/league-types.js';
import { formatInflation } from '#shared/values/inflation.js';
import { useDraftsAnalytics } from '../../api/analytics.js';
import { failureMessage } from '../../api/transport.js';
import { Spinner } from '../../components/Spinner.js';
import { formatDollars } from '../../format/format.js';
import { notifyError } from '../../toasts/notify.js';
import { DraftStoreProvider, useDraftRoom, useDraftSelector } from '../../draft-data/hooks.js';
import { LeagueLoader } from '../league/LeagueLoader.js';
import { LeagueSubpage } from '../league/LeagueSubpage.js';
import { parseId } from '../../format/route-id.js';
import { InflationChart } from './InflationChart.js';
import { PriceValueScatter } from './PriceValueScatter.js';
import { SalesList } from './SalesList.js';
import { SpendBars } from './SpendBars.js';
import { TeamTable } from './TeamTable.js';
import { downloadRecap, leagueRecap, teamRecap, type RecapCard } from './recap-card.js';
import { useLiveAnalytics } from './use-live-analytics.js';
import './analytics.css';
import { teamLabel } from '#shared/draft/team-label.js';

/** One empty list, so a store without a snapshot reads the same value every time. */
const NO_PICKS: readonly DraftPick[] = [];

/** The league's drafts the page looks at: the newest few (a league keeps one per season). */
const LOOKED_AT = 5;

/**
 * Analytics (spec 02 §2 keeps its title and subtitle, which goes on to name the league and season;
 * docs/DECISIONS.md, "Draft analytics"): who won the auction and why, for one of the league's
 * drafts, live while it runs. "Coming soon" stays only while the draft shown has no sale.
 */
export default function AnalyticsPage() {
  const { leagueId } = useParams<{ leagueId: string }>();
  const id = parseId(leagueId);
  return <LeagueLoader leagueId={id}>{(detail) => <LeagueAnalytics leagueId={id ?? 0} detail={detail} />}</LeagueLoader>;
}

/** The subtitle names the league and the draft's season: a page reached from the top bar or a shared link says whose figures these are. */
function Frame({ leagueId, league, season, children, actions }: { leagueId: number; league: string; season?: number; children: ReactNode; actions?: ReactNode }) {
  const subtitle = `Draft and team analytics · ${league}${season === undefined ? '' : ` · ${season} draft`}`;
  return (
    <LeagueSubpage leagueId={leagueId} title="Analytics" subtitle={subtitle} actions={actions} className="analytics-page">
      {children}
    </LeagueSubpage>
  );
}

const ComingSoon = () => (
  <section className="card empty-state">
    <p className="empty-title">Coming soon</p>
    <p className="muted">The analytics appear with the draft&apos;s first sale.</p>
  </section>
);

/**
 * Which draft: the one the address names (the draft room links with ?draft=), else the newest
 * with sales, else the newest that has started, else the newest.
 */
function chooseDraft(drafts: readonly ApiLeagueDraft[], asked: number | null, sales: (number | undefined)[]): ApiLeagueDraft | undefined {
  return (
    drafts.find((d) => d.fantasy_draft_id === asked) ??
    drafts.find((_, i) => (sales[i] ?? 0) > 0) ??
    drafts.find((d) => d.draft_status !== 'NOT_STARTED') ??
    drafts[0]
  );
}

function LeagueAnalytics({ leagueId, detail }: { leagueId: number; detail: LeagueDetailResponse }) {
  const asked = parseId(new URLSearchParams(useSearch()).get('draft') ?? undefined);
  const drafts = detail.drafts.slice(0, LOOKED_AT);
  const results = useDraftsAnalytics(drafts.map((d) => d.fantasy_draft_id));
  if (drafts.length === 0) {
    return (
      <Frame leagueId={leagueId} league={detail.league.league_name}>
        <ComingSoon />
      </Frame>
    );
  }
  const settled = asked !== null && drafts.some((d) => d.fantasy_draft_id === asked) ? true : results.every((r) => !r.isPending);
  if (!settled) return <Spinner label="Loading analytics..." />;
  const draft = chooseDraft(drafts, asked, results.map((r) => r.data?.sales)) as ApiLeagueDraft;
  const result = results[drafts.indexOf(draft)];
  if (!result || result.isPending) return <Spinner label="Loading analytics..." />;
  if (result.isError) {
    return (
      <Frame leagueId={leagueId} league={detail.league.league_name} season={draft.season}>
        <section className="card error-state" role="alert">
          <p>{failureMessage(result.error)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void result.refetch()}>
            Try again
          </button>
        </section>
      </Frame>
    );
  }
  return <LiveDraftAnalytics key={draft.fantasy_draft_id} leagueId={leagueId} league={detail.league.league_name} draft={draft} drafts={drafts} projected={result.data.projected_points} />;
}

/** Follows the chosen draft through its own live store (client/src/draft-data/), as the draft room does. */
function LiveDraftAnalytics({ leagueId, league, draft, drafts, projected }: { leagueId: number; league: string; draft: ApiLeagueDraft; drafts: readonly ApiLeagueDraft[]; projected: ProjectedPoints }) {
  const store = useDraftRoom({ kind: 'member', draftId: draft.fantasy_draft_id });
  return (
    <DraftStoreProvider store={store}>
      <Frame leagueId={leagueId} league={league} season={draft.season} actions={<DraftPicker leagueId={leagueId} draft={draft} drafts={drafts} />}>
        <AnalyticsBody projected={projected} />
      </Frame>
    </DraftStoreProvider>
  );
}

function DraftPicker({ leagueId, draft, drafts }: { leagueId: number; draft: ApiLeagueDraft; drafts: readonly ApiLeagueDraft[] }) {
  return (
    <div className="analytics-actions">
      {drafts.length > 1 && (
        <nav className="draft-switch" aria-label="Drafts">
          {drafts.map((d) => (
            <Link key={d.fantasy_draft_id} href={`/leagues/${leagueId}/analytics?draft=${d.fantasy_draft_id}`} className={`btn btn-sm ${d === draft ? 'btn-primary' : 'btn-ghost'}`} aria-current={d === draft ? 'page' : undefined}>
              {d.season}
            </Link>
          ))}
        </nav>
      )}
      <Link href={`/leagues/${leagueId}/drafts/${draft.fantasy_draft_id}`} className="btn btn-secondary btn-sm">
        Open draft room
      </Link>
    </div>
  );
}

function AnalyticsBody({ projected }: { projected: ProjectedPoints }) {
  const status = useDraftSelector((s) => s.status);
  const { analytics, leagueName, season } = useLiveAnalytics(projected);
  const picks = useDraftSelector((s) => s.snapshot?.picks ?? NO_PICKS);
  const values = useDraftSelector((s) => s.snapshot?.values);
  const budget = useDraftSelector((s) => s.snapshot?.draft.auction_budget ?? 0);
  const inflation = useDraftSelector((s) => s.snapshot?.inflation ?? null);
  const download = useCallback((card: RecapCard) => {
    downloadRecap(card).catch((err: unknown) => notifyError(err, 'The image could not be made'));
  }, []);
  const downloadTeam = useCallback((team: TeamAnalytics) => download(teamRecap(team, leagueName, season)), [download, leagueName, season]);

  if (status === 'not_found') return <ComingSoon />;
  if (!analytics) return <Spinner label="Loading draft..." />;
  if (analytics.sales === 0) return <ComingSoon />;
  return (
    <div className="analytics-grid">
      <LeagueSummary analytics={analytics} season={season} inflation={inflation} onDownload={() => download(leagueRecap(analytics, leagueName, season))} />
      <section className="card analytics-section" aria-labelledby="teams-title">
        <h2 id="teams-title" className="section-title">Teams</h2>
        <p className="muted section-note">Grade from the best starting lineup&apos;s projected points against the league&apos;s. Value is the players&apos; auction values; surplus is value minus spent.</p>
        <TeamTable teams={analytics.teams} onDownload={downloadTeam} />
      </section>
      <section className="card analytics-section" aria-labelledby="spend-title">
        <h2 id="spend-title" className="section-title">Spend by position</h2>
        <SpendBars teams={analytics.teams} budget={budget} />
      </section>
      <section className="card analytics-section" aria-labelledby="scatter-title">
        <h2 id="scatter-title" className="section-title">Price against value</h2>
        <p className="muted section-note">Below the line: bought under value. Above it: paid over.</p>
        <PriceValueScatter picks={picks} values={values} steals={analytics.steals} reaches={analytics.reaches} />
        <div className="sales-lists">
          <SalesList title="Steals" kind="steal" sales={analytics.steals} />
          <SalesList title="Reaches" kind="reach" sales={analytics.reaches} />
        </div>
      </section>
      <section className="card analytics-section" aria-labelledby="inflation-title">
        <h2 id="inflation-title" className="section-title">Inflation over the draft</h2>
        <InflationChart timeline={analytics.inflation_timeline} />
      </section>
    </div>
  );
}

function LeagueSummary({ analytics, season, inflation, onDownload }: { analytics: DraftAnalytics; season: number; inflation: number | null; onDownload: () => void }) {
  const spent = analytics.teams.reduce((s, t) => s + t.spent, 0);
  const best = [...analytics.teams].sort((a, b) => b.starters_projected_points - a.starters_projected_points)[0];
  return (
    <section className="card analytics-summary" aria-label="League recap">
      <dl className="summary-figures">
        <div>
          <dt>Sold</dt>
          <dd data-testid="sales-count">{analytics.sales}</dd>
        </div>
        <div>
          <dt>Spent</dt>
          <dd>{formatDollars(spent)}</dd>
        </div>
        <div>
          <dt>Inflation</dt>
          <dd title={inflation === null ? 'No player worth more than $1 is left' : undefined}>{inflation === null ? '—' : formatInflation(inflation)}</dd>
        </div>
        {best && (
          <div>
            <dt>Best lineup</dt>
            <dd>
              {teamLabel(best)} <span className={`grade-chip grade-${best.grade.toLowerCase()}`}>{best.grade}</span>
            </dd>
          </div>
        )}
      </dl>
      <button type="button" className="btn btn-primary" onClick={onDownload} aria-label={`Download image of the ${season} league recap`}>
        Download image
      </button>
    </section>
  );
}
