import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full-screen state of an element (Fullscreen API); `supported` is false where the browser refuses it (iPhone Safari). */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const supported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  const [active, setActive] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await (target.current ?? document.documentElement).requestFullscreen();
    } catch {
      // Denied (not from a user gesture, or policy): the button simply does nothing.
    }
  }, [target]);

  return { supported, active, toggle };
}
