import { useEffect, useState } from 'react';

/**
 * How the board keeps the TV or tablet from dimming:
 * - 'wake-lock': the Screen Wake Lock API (needs a secure context: HTTPS or localhost);
 * - 'video': on plain HTTP (a laptop serving the party's LAN) or when the lock is refused, a
 *   muted, inline, looping video of a tiny canvas. Chromium keeps the screen on while a visible
 *   video plays, and a canvas stream needs no file and no minimum size (Blink's VideoWakeLock
 *   exempts MediaStream video from its size rule);
 * - 'needs-tap': the browser would not start the video without a user gesture; the next tap or
 *   key press starts it, and the board says so (the only case the viewer has to act);
 * - 'unsupported': neither works here; the board suggests the screen's own sleep setting;
 * - 'off': not asked for.
 */
export type KeepAwake = 'off' | 'wake-lock' | 'video' | 'needs-tap' | 'unsupported';

export function useWakeLock(enabled = true): KeepAwake {
  const [state, setState] = useState<KeepAwake>('off');
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined') return;
    let sentinel: WakeLockSentinel | null = null;
    let video: KeepAwakeVideo | null = null;
    let active = true;
    const fallBack = () => {
      if (!active || video) return;
      video = startKeepAwakeVideo((next) => {
        if (active) setState(next);
      });
    };
    const acquire = async () => {
      if (!('wakeLock' in navigator) || !window.isSecureContext) {
        fallBack();
        return;
      }
      if (sentinel || document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!active) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setState('wake-lock');
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
        });
      } catch {
        // Refused (battery saver, a policy): the video keeps the screen on instead.
        fallBack();
      }
    };
    // The browser drops a wake lock whenever the page is hidden: ask again when it is visible.
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
      video?.stop();
      setState('off');
    };
  }, [enabled]);
  return state;
}

interface KeepAwakeVideo {
  stop: () => void;
}

function startKeepAwakeVideo(report: (state: KeepAwake) => void): KeepAwakeVideo {
  const canvas = document.createElement('canvas');
  canvas.width = 2;
  canvas.height = 2;
  const paint = canvas.getContext('2d');
  if (!paint || typeof canvas.captureStream !== 'function') {
    report('unsupported');
    return { stop: () => undefined };
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.loop = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.dataset.testid = 'keep-awake-video';
  // Inside the viewport (the wake lock needs a visible video) but invisible and untouchable.
  Object.assign(video.style, { position: 'fixed', right: '0', bottom: '0', width: '2px', height: '2px', opacity: '0.01', pointerEvents: 'none' });
  video.srcObject = canvas.captureStream(1);
  document.body.appendChild(video);
  // A canvas stream only produces frames when the canvas changes.
  let tick = 0;
  const repaint = () => {
    tick += 1;
    paint.fillStyle = tick % 2 ? '#000' : '#010101';
    paint.fillRect(0, 0, 2, 2);
  };
  repaint();
  const timer = window.setInterval(repaint, 1000);

  const retryOnGesture = () => void play();
  const play = async () => {
    try {
      await video.play();
      window.removeEventListener('pointerdown', retryOnGesture);
      window.removeEventListener('keydown', retryOnGesture);
      report('video');
    } catch {
      window.addEventListener('pointerdown', retryOnGesture, { once: true });
      window.addEventListener('keydown', retryOnGesture, { once: true });
      report('needs-tap');
    }
  };
  void play();
  return {
    stop: () => {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', retryOnGesture);
      window.removeEventListener('keydown', retryOnGesture);
      video.pause();
      video.srcObject = null;
      video.remove();
    },
  };
}
