/**
 * What this page has learned about player photos while it is open ("a venue without
 * internet"). Photos come from an outside CDN; at a party with no internet every photo fails, and
 * without a memory each re-render of the board asked for them again (about 1,000 failed requests
 * in one draft). A photo that failed is not asked for again, and a host that looks unreachable is
 * given up on for every photo, so the room shows initials at once and never waits on images.
 */
interface HostRecord {
  loaded: boolean;
  failuresInARow: number;
}

/** Failures, with no photo loaded from the host yet, after which the host counts as unreachable. */
export const FAILURES_BEFORE_ANY_LOAD = 2;
/** Failures in a row after the host has served photos (it went offline mid-draft). */
export const FAILURES_IN_A_ROW = 3;

const failedPhotos = new Set<string>();
const failedHosts = new Set<string>();
const hosts = new Map<string, HostRecord>();
const listeners = new Set<() => void>();
let version = 0;

function hostOf(src: string): string {
  try {
    return new URL(src, window.location.href).host;
  } catch {
    return '';
  }
}

function record(host: string): HostRecord {
  let found = hosts.get(host);
  if (!found) {
    found = { loaded: false, failuresInARow: 0 };
    hosts.set(host, found);
  }
  return found;
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Worth asking the network for: not known to fail, and its host not given up on. */
export function photoWorthLoading(src: string | null | undefined): src is string {
  return Boolean(src) && !failedPhotos.has(src as string) && !failedHosts.has(hostOf(src as string));
}

export function notePhotoLoaded(src: string): void {
  const host = record(hostOf(src));
  host.loaded = true;
  host.failuresInARow = 0;
}

export function notePhotoFailed(src: string): void {
  if (failedPhotos.has(src)) return;
  failedPhotos.add(src);
  const name = hostOf(src);
  const host = record(name);
  host.failuresInARow += 1;
  if (host.failuresInARow >= (host.loaded ? FAILURES_IN_A_ROW : FAILURES_BEFORE_ANY_LOAD)) failedHosts.add(name);
  changed();
}

/** For useSyncExternalStore: every avatar re-checks when a photo or a host fails. */
export function subscribePhotoMemory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function photoMemoryVersion(): number {
  return version;
}

/** Test hook: a fresh page. */
export function forgetPhotos(): void {
  failedPhotos.clear();
  failedHosts.clear();
  hosts.clear();
  changed();
}

/** "Patrick Mahomes" → "PM", "Travis Kelce" → "TK", "Bills" → "B": first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
