// The audit log: who did what, to what, with the values before and after. The office and the
// operator's command write it through record(); the owner reads it through the office.
import { sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import { firstRow, rowsOf, type Executor } from '../db/sql.ts';

/** Who acts: a staff member signed in to the office, or the operator at the command line. */
export type Actor =
  | { kind: 'staff'; id: number; name: string; ip?: string }
  | { kind: 'operator' }
  /** Someone not signed in (a failed sign-in), named by the address they gave. */
  | { kind: 'visitor'; name: string; ip: string };

export const OPERATOR: Actor = { kind: 'operator' };

export interface AuditEntry {
  action: string;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

export function actorName(actor: Actor): string {
  return actor.kind === 'operator' ? 'operator (command line)' : actor.name;
}

export async function record(db: Executor, actor: Actor, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${auditLog} (at, staff_id, actor, action, target_type, target_id, before, after, ip)
    VALUES (${new Date(now).toISOString()}, ${actor.kind === 'staff' ? actor.id : null}, ${actorName(actor)}, ${entry.action},
            ${entry.target?.type ?? null}, ${entry.target ? String(entry.target.id) : null},
            ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
            ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb,
            ${actor.kind === 'operator' ? null : (actor.ip ?? null)})`);
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  staff_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
}

/** Newest first by default; `action` matches a prefix (`order.` is every order action). */
export async function listAudit(db: Executor, q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (q.actor) where.push(sql`actor ILIKE ${`%${escapeLike(q.actor)}%`}`);
  if (q.action) where.push(sql`action LIKE ${`${escapeLike(q.action)}%`}`);
  if (q.target) where.push(sql`(target_type || ':' || coalesce(target_id, '')) ILIKE ${`%${escapeLike(q.target)}%`}`);
  if (q.from) where.push(sql`at >= ${q.from.toISOString()}`);
  if (q.to) where.push(sql`at < ${q.to.toISOString()}`);
  const condition = sql.join(where, sql` AND `);
  const rows = await rowsOf<AuditRow & { at: string | Date }>(db, sql`
    SELECT id, at, actor, staff_id, action, target_type, target_id, before, after, ip FROM ${auditLog}
    WHERE ${condition} ORDER BY at ${q.order === 'asc' ? sql`ASC` : sql`DESC`}, id ${q.order === 'asc' ? sql`ASC` : sql`DESC`}
    LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`);
  const total = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${auditLog} WHERE ${condition}`);
  return { rows: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })), total: total?.n ?? 0 };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
