import { useEffect, useRef } from 'react';
import { announce } from './announcer.js';
import { COUNTDOWN_MARKS, countdownAnnouncement } from './announcements.js';

/**
 * Speaks a countdown at 10 s and 5 s left through the page's polite live region. Give
 * it the whole seconds left as the screen shows them (null when no clock runs) and a key that
 * changes with each lot, so a new lot starts fresh. Say the lot's end (SOLD) separately.
 */
export function useCountdownAnnouncements(secondsLeft: number | null, key: string | number | null, marks: readonly number[] = COUNTDOWN_MARKS): void {
  const previous = useRef<{ key: typeof key; seconds: number | null }>({ key, seconds: null });
  useEffect(() => {
    const last = previous.current.key === key ? previous.current.seconds : null;
    const text = countdownAnnouncement(last, secondsLeft, marks);
    previous.current = { key, seconds: secondsLeft };
    if (text) announce(text);
  }, [secondsLeft, key, marks]);
}
