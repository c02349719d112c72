// The render benchmark's probe (scripts/bench-render.ts), added to the page before the app loads.
// It stands in for React DevTools: React calls the hook after every commit (mutation and layout
// done). With the profiling build every fiber carries `actualStartTime`; a component rendered in
// this commit began work after the root did and has React's PerformedWork flag (1) set, which a
// memo bail-out or an untouched subtree does not. Draft events are timestamped as they arrive.
(() => {
  const probe = { commits: [], eventsAt: [] };
  globalThis.__renderProbe = probe;
  // FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent (a MemoComponent's inner
  // function is its child fiber and is counted there).
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const PERFORMED_WORK = 1;

  const nameOf = (fiber) => {
    const type = fiber.type ?? {};
    const name = type.displayName || type.name || type.render?.displayName || type.render?.name || 'Anonymous';
    return name.replace(/\$\d+$/, '');
  };

  function renderedSince(root, since) {
    const names = [];
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (COMPONENT_TAGS.has(fiber.tag) && fiber.actualStartTime >= since && (fiber.flags & PERFORMED_WORK) !== 0) names.push(nameOf(fiber));
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    return names;
  }

  const renderers = new Map();
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(_id, root) {
      const end = performance.now();
      const start = root.current.actualStartTime;
      probe.commits.push({ start, end, ms: end - start, components: renderedSince(root, start) });
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };

  const NativeWebSocket = globalThis.WebSocket;
  globalThis.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"draft:event"')) probe.eventsAt.push(performance.now());
      });
    }
  };
})();
