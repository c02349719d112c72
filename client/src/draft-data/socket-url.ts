/**
 * engine.io-client's URL parser (`contrib/parseuri.js`, a 1 KB regular expression from the days
 * before every browser had `URL`) on the platform's `URL`, in the browser build only
 * (client/slim-socket-client.ts says why). Its callers: socket.io-client's `url()`, which hands it
 * a full http(s)/ws(s) URL and reads protocol, host, port, path, query and queryKey (its `lookup`
 * then reads source, path, query and queryKey, and gives source to the Manager), and engine.io's
 * Socket, which parses that source again for host, protocol, port and query, or reads the host of
 * a bare `host[:port]` option. Those fields come out as the package's (socket-url.test.ts holds
 * them to it); the rest of its answer (user, anchor, path names...) is read by no one. Unlike the
 * regular expression, `URL` writes a host name in lower case and drops a scheme's default port,
 * which both callers then fill in as "80" or "443", as they do for a URL given without one.
 */
export interface ParsedUri {
  source: string;
  /** "http", "https", "ws" or "wss". */
  protocol: string;
  /** The host name; an IPv6 address without its brackets. */
  host: string;
  /** "" when the URL gives none. */
  port: string;
  /** "/" where the package's gives "" (a URL with no path): its one reader, `url()`, makes that "/". */
  path: string;
  /** Without its "?". */
  query: string;
  /** The query's pairs, as written (not decoded). */
  queryKey: Record<string, string>;
}

export function parse(source: string): ParsedUri {
  const url = new URL(/^(https?|wss?):\/\//.test(source) ? source : `http://${source}`);
  const query = url.search.slice(1);
  const queryKey: Record<string, string> = {};
  query.replace(/(?:^|&)([^&=]*)=?([^&]*)/g, (_, key: string, value: string) => (key ? (queryKey[key] = value) : ''));
  return {
    source,
    protocol: url.protocol.slice(0, -1),
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port,
    path: url.pathname,
    query,
    queryKey,
  };
}
