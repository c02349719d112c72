/**
 * A number rounded to a whole one and written as en-US writes it: "1,247", "-5". Written out
 * rather than with `Intl.NumberFormat` or `toLocaleString`: the first of those a page makes loads
 * the browser's locale data, a task of 130–210 ms on a phone throttled 4× (docs/BENCHMARKS.md,
 * "First load: the locale data"), and the public board's first render needs only digits and commas.
 * Halves round away from zero, as Intl does.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}
