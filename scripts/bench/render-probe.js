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

  /** useMemo and useCallback keep [value, deps]: recomputed because of a render, not its cause. */
  // An effect's hook holds a fresh { tag, create, deps } every render, whatever caused it.
  const isMemo = (value) =>
    (Array.isArray(value) && value.length === 2 && (Array.isArray(value[1]) || value[1] === null)) ||
    (value !== null && typeof value === 'object' && 'create' in value && 'deps' in value && 'tag' in value);

  /** Why a component rendered: the props that changed, or its own state or a store it reads (hooks). */
  const reasonOf = (fiber) => {
    const before = fiber.alternate;
    if (!before) return 'mount';
    const props = Object.keys(fiber.memoizedProps ?? {}).filter((key) => !Object.is(fiber.memoizedProps[key], before.memoizedProps?.[key]));
    if (props.length > 0) return `props ${props.join(' ')}`;
    // A function component's state is its list of hooks; a hook whose value moved (state, a store
    // snapshot, context) caused the render, else the parent rendered it with equal props.
    for (let hook = fiber.memoizedState, old = before.memoizedState; hook && old; hook = hook.next, old = old.next) {
      if (fiber.tag !== 1 && !Object.is(hook.memoizedState, old.memoizedState) && !isMemo(hook.memoizedState)) return 'hooks';
    }
    return fiber.tag === 1 && fiber.memoizedState !== before.memoizedState ? 'state' : 'parent';
  };

  function renderedSince(root, since) {
    const names = { updated: [], mounted: [] };
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (COMPONENT_TAGS.has(fiber.tag) && fiber.actualStartTime >= since && (fiber.flags & PERFORMED_WORK) !== 0) {
        const self = fiber.selfBaseDuration >= 0.1 ? `, ${fiber.selfBaseDuration.toFixed(1)} ms` : '';
        const name = globalThis.__renderProbeWhy ? `${nameOf(fiber)} (${reasonOf(fiber)}${self})` : nameOf(fiber);
        // No alternate: the fiber is new (a cell that appeared), not an existing one rendering again.
        (fiber.alternate ? names.updated : names.mounted).push(name);
      }
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
      // actualDuration of the root: the render phase alone (the rest is DOM work and layout effects).
      probe.commits.push({ start, end, ms: end - start, renderMs: root.current.actualDuration, ...renderedSince(root, start) });
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
