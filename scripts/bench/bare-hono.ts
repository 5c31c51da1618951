// The bench's reference: a bare Hono route in a process of its own, as the API server runs in one,
// answering the same bytes as GET /api/settings (BARE_REPLY, the JSON text, written once). The
// comparison is then of what the route does, not of what it says: on the bench's two shared cores
// autocannon's own reading of a 1 KB reply is part of every figure (the route's server sat idle
// 27 % of a run), and the same bare route gave 70,000–79,000 req/s with `{"success":true}` and
// 53,000–68,000 with the settings' reply.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const reply = process.env.BARE_REPLY ?? '';
const app = new Hono().get('/', (c) => c.body(reply, 200, { 'Content-Type': 'application/json; charset=UTF-8' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
