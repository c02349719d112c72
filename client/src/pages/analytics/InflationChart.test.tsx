// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatInflation } from '#shared/values/inflation.js';
import { CHART_CEILING, InflationChart } from './InflationChart.js';

describe('the inflation chart', () => {
  afterEach(cleanup);

  it('draws a late climb at its ceiling, and says why the line stops when no value is left', () => {
    const timeline = [
      { pick_number: 1, inflation: 0.1 },
      { pick_number: 2, inflation: -0.2 },
      { pick_number: 3, inflation: 484 },
      { pick_number: 4, inflation: null },
      { pick_number: 5, inflation: null },
    ];
    const view = render(<InflationChart timeline={timeline} />);
    const ticks = [...view.container.querySelectorAll('.visx-axis-left text')].map((t) => t.textContent);
    expect(ticks).toContain(`${formatInflation(CHART_CEILING)}+`);
    const percents = ticks.map((t) => Number(/([\d,]+) %/.exec(t ?? '')?.[1]?.replace(/,/g, '') ?? 0));
    expect(Math.max(...percents)).toBe(CHART_CEILING * 100);
    // The line's highest point is the ceiling, not 484 (every point within the drawing).
    const path = view.container.querySelector('path.inflation-line')?.getAttribute('d') ?? '';
    const ys = [...path.matchAll(/[ML][\d.]+,(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    view.getByText('No inflation from pick 4: no player worth more than $1 was left.');
    // The label says the inflation as it is.
    expect(view.container.querySelector('svg')?.getAttribute('aria-label')).toBe(`Inflation over the draft, now ${formatInflation(484)}`);
  });

  it('keeps an ordinary draft as it was: no ceiling, no note', () => {
    const view = render(<InflationChart timeline={[{ pick_number: 1, inflation: 0.12 }, { pick_number: 2, inflation: 0.08 }]} />);
    expect([...view.container.querySelectorAll('.visx-axis-left text')].map((t) => t.textContent).some((t) => t?.endsWith('+'))).toBe(false);
    expect(view.queryByText(/No inflation from pick/)).toBeNull();
  });
});
