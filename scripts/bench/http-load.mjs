// A closed-loop HTTP load generator for `bench -- public-reads`, run as its own process so the
// load does not share the server's event loop or the benchmark's: CONNECTIONS keep-alive
// connections each send GET URL (with HEADERS, JSON) back to back for SECONDS; prints
// {"requests", "seconds", "statuses"} as JSON on stdout.
import http from 'node:http';

const url = new URL(process.env.URL ?? '');
const connections = Number(process.env.CONNECTIONS ?? 32);
const seconds = Number(process.env.SECONDS ?? 5);
const headers = JSON.parse(process.env.HEADERS ?? '{}');
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const statuses = {};
let requests = 0;

const once = () =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        resolve();
      });
    });
    req.on('error', reject);
  });

const started = performance.now();
const deadline = started + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      await once();
      requests += 1;
    }
  }),
);
agent.destroy();
console.log(JSON.stringify({ requests, seconds: (performance.now() - started) / 1000, statuses }));
