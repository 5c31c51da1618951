// The bench's reference: a bare Hono route in a process of its own, as the API server runs in one.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const app = new Hono().get('/', (c) => c.json({ success: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
