// Throwaway databases on a PostgreSQL server, for the bench and the API tests: each run creates
// one beside the server's own database, with a random name, and drops it afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on its own connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty database named `<prefix>_<random>` on the server of `adminUrl`: its URL, and how to drop it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
