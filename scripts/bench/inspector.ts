import WebSocket from 'ws';

/**
 * The V8 heap of a server process started with `--inspect=127.0.0.1:<port>`, read over the
 * DevTools protocol: garbage collected first, so what is left is what the process keeps.
 * (`ws` is Socket.IO's own WebSocket package.)
 */
export interface Inspector {
  /** Used heap in bytes after two full collections. */
  heapAfterGc: () => Promise<number>;
  /** Evaluates `expression` in the server's global scope (Node's command-line API: `require` too) and returns its value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** Any DevTools protocol command, its result. */
  command: <T>(method: string, params?: object) => Promise<T>;
  close: () => void;
}

export async function openInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data: WebSocket.RawData) => {
    const message = JSON.parse((data as Buffer).toString('utf8')) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  const call = <T>(method: string, params?: object) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    heapAfterGc: async () => {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      return (await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    evaluate: async <T>(expression: string) => {
      const answer = await call<{ result: { value?: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>('Runtime.evaluate', {
        expression,
        includeCommandLineAPI: true,
        returnByValue: true,
      });
      if (answer.exceptionDetails) throw new Error(`inspector evaluate: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
      return answer.result.value as T;
    },
    command: call,
    close: () => socket.close(),
  };
}
