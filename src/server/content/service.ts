// Contact messages and blog comments: stored here; comments wait for an operator's approval
// (the operator CLI lists and approves them through these functions).
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogComments, contactMessages } from '../db/schema/index.ts';
import type { BlogComment } from '../../lib/api/types.ts';
import { record, type Actor } from '../office/audit.ts';
import type { Locale } from '../../lib/locale.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;

export async function saveContactMessage(
  db: Db,
  input: { name: string; email: string; subject?: string; message: string },
  now = Date.now(),
): Promise<ContactMessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject ?? null, message: input.message, createdAt: new Date(now) })
    .returning();
  return row!;
}

export async function listContactMessages(db: Db, limit = 100): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
}

export async function saveBlogComment(
  db: Db,
  input: { post: string; locale: Locale; name: string; email: string; message: string },
  now = Date.now(),
): Promise<BlogCommentRow> {
  const [row] = await db
    .insert(blogComments)
    .values({ postSlug: input.post, locale: input.locale, name: input.name, email: input.email, message: input.message, approved: false, createdAt: new Date(now) })
    .returning();
  return row!;
}

export async function listPendingComments(db: Db, limit = 100): Promise<BlogCommentRow[]> {
  return db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.approved, false), eq(blogComments.refused, false)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(limit);
}

export type Moderation = 'approved' | 'refused';

/** Publishes or refuses a comment, in the audit log; false when there is no such comment. */
export async function moderateComment(db: Db, id: number, decision: Moderation, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogComments).where(eq(blogComments.id, id)).for('update');
    if (!before) return false;
    await tx.update(blogComments).set({ approved: decision === 'approved', refused: decision === 'refused' }).where(eq(blogComments.id, id));
    await record(tx, actor, {
      action: `comment.${decision === 'approved' ? 'approve' : 'refuse'}`,
      target: { type: 'comment', id },
      before: { status: commentStatus(before) },
      after: { status: decision },
    });
    return true;
  });
}

export const approveComment = (db: Db, id: number, actor: Actor) => moderateComment(db, id, 'approved', actor);

export function commentStatus(row: Pick<BlogCommentRow, 'approved' | 'refused'>): 'pending' | Moderation {
  return row.approved ? 'approved' : row.refused ? 'refused' : 'pending';
}

/** Marks a contact message answered (or not), in the audit log; false when there is no such message. */
export async function markAnswered(db: Db, id: number, answered: boolean, actor: Actor, now = Date.now()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) return false;
    await tx.update(contactMessages).set({ answeredAt: answered ? (before.answeredAt ?? new Date(now)) : null }).where(eq(contactMessages.id, id));
    await record(tx, actor, { action: answered ? 'message.answered' : 'message.unanswered', target: { type: 'message', id }, before: { answered: before.answeredAt !== null }, after: { answered } }, now);
    return true;
  });
}

/** Approved comments of a post in one locale, oldest first, without e-mail addresses. */
export async function approvedComments(db: Db, post: string, locale: Locale, limit = 200): Promise<BlogComment[]> {
  const rows = await db
    .select({ id: blogComments.id, post: blogComments.postSlug, name: blogComments.name, message: blogComments.message, createdAt: blogComments.createdAt })
    .from(blogComments)
    .where(and(eq(blogComments.postSlug, post), eq(blogComments.locale, locale), eq(blogComments.approved, true)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, post: row.post, name: row.name, message: row.message, created_at: row.createdAt.toISOString() }));
}

export interface Page {
  page: number;
  perPage: number;
  order: 'asc' | 'desc';
}

/** Contact messages for the office, newest first by default; `answered` filters. */
export async function messagesPage(db: Db, q: Page & { answered?: boolean }): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where = q.answered === undefined ? undefined : q.answered ? isNotNull(contactMessages.answeredAt) : isNull(contactMessages.answeredAt);
  const by = q.order === 'asc' ? asc : desc;
  const rows = await db.select().from(contactMessages).where(where).orderBy(by(contactMessages.createdAt), by(contactMessages.id)).limit(q.perPage).offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function messageById(db: Db, id: number): Promise<ContactMessageRow | undefined> {
  return (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
}

/** Blog comments for the office: waiting ones oldest first (the order they came in), others newest first. */
export async function commentsPage(db: Db, q: Page & { status?: 'pending' | Moderation }): Promise<{ rows: BlogCommentRow[]; total: number }> {
  const where =
    q.status === 'pending'
      ? and(eq(blogComments.approved, false), eq(blogComments.refused, false))
      : q.status === 'approved'
        ? eq(blogComments.approved, true)
        : q.status === 'refused'
          ? eq(blogComments.refused, true)
          : undefined;
  const by = q.order === 'asc' ? asc : desc;
  const rows = await db.select().from(blogComments).where(where).orderBy(by(blogComments.createdAt), by(blogComments.id)).limit(q.perPage).offset((q.page - 1) * q.perPage);
  const [total] = await db.select({ n: count() }).from(blogComments).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function commentById(db: Db, id: number): Promise<BlogCommentRow | undefined> {
  return (await db.select().from(blogComments).where(eq(blogComments.id, id)))[0];
}
