// The phone benchmark's probe (scripts/bench-phone.ts), added to the page before the app loads.
// It records, on the page's own thread:
// - each high bid the auction dock shows, with the time of the paint that first showed it (a
//   MutationObserver sees React's commit; requestAnimationFrame then a task posted from inside it
//   runs just after that frame is handed to the compositor, the usual "next paint" stand-in);
// - each tap's events (pointerdown, pointerup, click) with their own time and the next paint after
//   their handlers, the INP figure of an interaction being the worst of its events;
// - the browser's own Event Timing entries (durationThreshold 16), long tasks and long animation
//   frames (with the scripts the browser blames), to set against the above.
// Times are epoch milliseconds (`wall()`), comparable with the server's Date.now() on the same machine.
/* global requestAnimationFrame, document, MutationObserver, window -- the page's, where this runs */
(() => {
  const offset = Date.now() - (performance.timeOrigin + performance.now());
  const wall = (t = performance.now()) => performance.timeOrigin + t + offset;
  const probe = { paints: [], tapEvents: [], eventEntries: [], longTasks: [], frames: [], tap: -1 };
  globalThis.__phoneProbe = probe;

  // The first task after the frame: a user-blocking one where the browser has a scheduler, so it
  // does not wait behind the app's own queued work (React's scheduler posts messages too).
  const afterFrame = globalThis.scheduler?.postTask
    ? (fn) => void globalThis.scheduler.postTask(fn, { priority: 'user-blocking' })
    : (fn) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = fn;
        channel.port2.postMessage(null);
      };
  const afterPaint = (done) => requestAnimationFrame(() => afterFrame(() => done(performance.now())));

  let shown = null;
  const readHighBid = () => {
    const text = document.querySelector('[data-testid="dock-high-bid"] strong')?.textContent ?? '';
    const amount = Number(text.replace(/[^0-9]/g, ''));
    if (!text || !Number.isFinite(amount) || amount === shown) return;
    shown = amount;
    const committedAt = performance.now();
    afterPaint((paintedAt) => probe.paints.push({ amount, committedAt: wall(committedAt), at: wall(paintedAt) }));
  };
  const observer = new MutationObserver(readHighBid);
  const watch = () => observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch, { once: true });

  for (const type of ['pointerdown', 'pointerup', 'click']) {
    window.addEventListener(
      type,
      (event) => {
        const tap = probe.tap;
        const start = event.timeStamp;
        // Scheduled before the target's handlers run; the frame it waits for comes after them all.
        afterPaint((paintedAt) => probe.tapEvents.push({ tap, type, start: wall(start), paint: wall(paintedAt) }));
      },
      { capture: true },
    );
  }

  const observe = (type, options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser lacks: its figure reads as none.
    }
  };
  observe('event', { durationThreshold: 16 }, (e) =>
    probe.eventEntries.push({ name: e.name, interactionId: e.interactionId, start: wall(e.startTime), duration: e.duration, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart }),
  );
  observe('longtask', {}, (e) => probe.longTasks.push({ start: wall(e.startTime), duration: e.duration }));
  observe('long-animation-frame', {}, (e) =>
    probe.frames.push({
      start: wall(e.startTime),
      duration: e.duration,
      blocking: e.blockingDuration,
      render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
      scripts: e.scripts.map((s) => ({ invoker: s.invoker, source: s.sourceFunctionName || s.sourceURL.split('/').at(-1), duration: s.duration, layout: s.forcedStyleAndLayoutDuration })),
    }),
  );
})();
