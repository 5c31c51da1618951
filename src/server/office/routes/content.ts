// /api/office/messages and /api/office/comments: contact messages (marked answered, or answered by
// e-mail from the office) and blog comments to approve or refuse. What shoppers wrote is sent as
// they wrote it; the office shows it as text, never as markup.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import type { Notifier } from '../../notify/index.ts';
import { commentById, commentsPage, commentStatus, markAnswered, messageById, messagesPage, moderateComment, type BlogCommentRow, type ContactMessageRow } from '../../content/service.ts';
import { record } from '../audit.ts';
import { idParam, listQuery, listReply, type OfficeEnv } from '../http.ts';
import { answeredBody, moderationBody, replyBody } from './inputs.ts';

const messagesQuery = listQuery(['created_at'], { answered: z.enum(['true', 'false']).optional() });
const commentsQuery = listQuery(['created_at'], { status: z.enum(['pending', 'approved', 'refused']).optional() });

const messageReply = (m: ContactMessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  answered_at: m.answeredAt?.toISOString() ?? null,
});

const commentReply = (c: BlogCommentRow) => ({
  id: c.id,
  post: c.postSlug,
  locale: c.locale,
  name: c.name,
  email: c.email,
  message: c.message,
  status: commentStatus(c),
  created_at: c.createdAt.toISOString(),
});

export function messageRoutes({ db, notifier }: { db: Db; notifier: Notifier }) {
  const app = new Hono<OfficeEnv>();
  const found = async (id: number) => {
    const message = await messageById(db, id);
    if (!message) throw notFound('message_not_found', 'There is no such message.');
    return message;
  };
  app.get('/', async (c) => {
    const q = readQuery(c, messagesQuery);
    const { rows, total } = await messagesPage(db, { ...q, perPage: q.per_page, answered: q.answered === undefined ? undefined : q.answered === 'true' });
    return c.json(listReply(rows.map(messageReply), total, q.page, q.per_page));
  });
  app.get('/:id', async (c) => c.json({ success: true, data: messageReply(await found(idParam(c))) }));
  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { answered } = await readBody(c, answeredBody);
    await found(id);
    await markAnswered(db, id, answered, c.get('actor'));
    return c.json({ success: true, message: answered ? 'Marked answered.' : 'Marked not answered.', data: messageReply(await found(id)) });
  });
  app.post('/:id/reply', async (c) => {
    const id = idParam(c);
    const body = await readBody(c, replyBody);
    const message = await found(id);
    await notifier.send({ to: { email: message.email }, subject: body.subject, text: body.text });
    await record(db, c.get('actor'), { action: 'message.reply', target: { type: 'message', id }, after: { subject: body.subject } });
    await markAnswered(db, id, true, c.get('actor'));
    return c.json({ success: true, message: `Reply sent to ${message.email}.`, data: messageReply(await found(id)) });
  });
  return app;
}

export function commentRoutes({ db }: { db: Db }) {
  const app = new Hono<OfficeEnv>();
  app.get('/', async (c) => {
    const q = readQuery(c, commentsQuery);
    const { rows, total } = await commentsPage(db, { ...q, perPage: q.per_page });
    return c.json(listReply(rows.map(commentReply), total, q.page, q.per_page));
  });
  app.get('/:id', async (c) => {
    const comment = await commentById(db, idParam(c));
    if (!comment) throw notFound('comment_not_found', 'There is no such comment.');
    return c.json({ success: true, data: commentReply(comment) });
  });
  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { status } = await readBody(c, moderationBody);
    if (!(await moderateComment(db, id, status, c.get('actor')))) throw notFound('comment_not_found', 'There is no such comment.');
    return c.json({ success: true, message: status === 'approved' ? 'Comment published.' : 'Comment refused.', data: commentReply((await commentById(db, id))!) });
  });
  return app;
}
