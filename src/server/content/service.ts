// Contact messages and blog comments: stored here; comments wait for an operator's approval
// (the operator CLI lists and approves them through these functions).
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogComments, contactMessages } from '../db/schema/index.ts';
import type { BlogComment } from '../../lib/api/types.ts';

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
  input: { post: string; name: string; email: string; message: string },
  now = Date.now(),
): Promise<BlogCommentRow> {
  const [row] = await db
    .insert(blogComments)
    .values({ postSlug: input.post, name: input.name, email: input.email, message: input.message, approved: false, createdAt: new Date(now) })
    .returning();
  return row!;
}

export async function listPendingComments(db: Db, limit = 100): Promise<BlogCommentRow[]> {
  return db.select().from(blogComments).where(eq(blogComments.approved, false)).orderBy(asc(blogComments.createdAt), asc(blogComments.id)).limit(limit);
}

/** Approves a comment; false when there is no such comment. */
export async function approveComment(db: Db, id: number): Promise<boolean> {
  const rows = await db.update(blogComments).set({ approved: true }).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
  return rows.length > 0;
}

/** Approved comments of a post, oldest first, without e-mail addresses. */
export async function approvedComments(db: Db, post: string, limit = 200): Promise<BlogComment[]> {
  const rows = await db
    .select({ id: blogComments.id, post: blogComments.postSlug, name: blogComments.name, message: blogComments.message, createdAt: blogComments.createdAt })
    .from(blogComments)
    .where(and(eq(blogComments.postSlug, post), eq(blogComments.approved, true)))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, post: row.post, name: row.name, message: row.message, created_at: row.createdAt.toISOString() }));
}
