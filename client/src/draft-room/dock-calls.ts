import { useEffect, useSyncExternalStore } from 'react';

/**
 * How the dock calls its owner: the document title (a background tab or another window shows it),
 * a short vibration where the browser allows it, and a beep the member switches on (off by
 * default, remembered per device in localStorage).
 */

export const SOUND_KEY = 'gavel.auction.sound';
export const TURN_TITLE = 'Your turn to nominate';

const soundListeners = new Set<() => void>();

export function soundOn(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(SOUND_KEY, 'on');
    else window.localStorage.removeItem(SOUND_KEY);
  } catch {
    // Private mode: the switch lasts for this page only.
  }
  // A gesture made this call, which lets the page's audio start later without one.
  if (on) audio();
  for (const listener of soundListeners) listener();
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      soundListeners.add(listener);
      return () => soundListeners.delete(listener);
    },
    soundOn,
    () => false,
  );
}

let context: AudioContext | null = null;
function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/** A short beep (two for a turn), only when the member switched sound on. */
export function beep(times = 1): void {
  if (!soundOn()) return;
  const ctx = audio();
  if (!ctx) return;
  for (let i = 0; i < times; i += 1) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(ctx.destination);
    const start = ctx.currentTime + i * 0.25;
    oscillator.start(start);
    oscillator.stop(start + 0.15);
  }
}

/** A vibration where the browser allows it (Chrome on Android; iOS Safari has no vibrate). */
export function vibrate(pattern: number | number[]): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
  } catch {
    // Refused without a gesture in some browsers: the call on screen still stands.
  }
}

/** While `text` is set the document title leads with it; the title before comes back after. */
export function useTitleCall(text: string | null): void {
  useEffect(() => {
    if (text === null) return;
    const before = document.title;
    document.title = `${text} · ${before}`;
    return () => {
      document.title = before;
    };
  }, [text]);
}
