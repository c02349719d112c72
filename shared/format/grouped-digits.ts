/**
 * A number rounded to a whole one and written as en-US writes it: "1,247", "-5". Written out
 * rather than with `Intl.NumberFormat` or `toLocaleString`: the first of those a page makes loads
 * the browser's locale data, a task of 130–210 ms on a phone throttled 4× (docs/BENCHMARKS.md,
 * "First load: the locale data"), and the public board's first render needs only digits and commas.
 * Halves round away from zero, as Intl does.
 */
export function groupDigits(value: number): string {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+$)/g, ',');
  // Below -0.5 the whole number is at least 1: no "-0".
  return value <= -0.5 ? `-${digits}` : digits;
}
