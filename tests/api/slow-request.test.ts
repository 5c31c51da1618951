// A body trickled a byte at a time cannot hold a connection for Node's default 300 s: the server
// gives a request 30 s to arrive (sized to the 64 KiB body limit) and its headers 10 s.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../src/server/main.ts';
import { cleanUp, spawnServer, type ServerProcess } from './processes.ts';

let server: ServerProcess;
let port: number;
beforeAll(async () => {
  server = spawnServer({});
  port = Number(new URL(await server.url).port);
}, 240_000);
afterAll(() => cleanUp([server]));

/** Opens a connection, sends `head`, then one byte a second; answers what came back and when it closed. */
function trickle(head: string, byte: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(head));
    let reply = '';
    const drip = setInterval(() => socket.writable && socket.write(byte), 1000);
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow requests', () => {
  it('closes a connection whose body is trickled, within the request timeout', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 65536\r\n\r\n';
    const { reply, closedAfterMs } = await trickle(head, ' ');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_LIMITS.requestTimeout - 1000);
    expect(closedAfterMs).toBeLessThan(REQUEST_LIMITS.requestTimeout + 10_000);
  }, 60_000);

  it('closes a connection whose headers are trickled, within the headers timeout', async () => {
    const { reply, closedAfterMs } = await trickle('GET /api/settings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(REQUEST_LIMITS.headersTimeout + 10_000);
  }, 60_000);
});
