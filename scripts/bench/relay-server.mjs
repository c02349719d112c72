// The floor for fan-out (docs/BENCHMARKS.md, Fan-out): a bare Socket.IO server that re-emits each
// POST /emit/<room> body to that room and does nothing else. Sockets join with 'join' <room>.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') return void res.end('ok');
  const room = /^\/emit\/(.+)$/.exec(req.url ?? '')?.[1];
  if (req.method !== 'POST' || !room) return void res.writeHead(404).end();
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    io.to(room).emit('draft:event', JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
  });
});
const io = new Server(server);
io.on('connection', (socket) => {
  socket.on('join', (room, ack) => {
    void socket.join(String(room));
    if (typeof ack === 'function') ack({ ok: true });
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
