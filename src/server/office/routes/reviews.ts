// /api/office/reviews: buyers' product reviews to approve (shown on the product page at once) or
// reject (never shown), as the operator's command does it; a review decided by someone else
// meanwhile is refused (409 stale_record), not decided again.
import { Hono } from 'hono';
import { z } from 'zod';
import { moderateReview } from '../../after-purchase/reviews.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readBody, readQuery } from '../../http/validate.ts';
import { idParam, listQuery, listReply, type OfficeEnv } from '../http.ts';
import { listReviews, REVIEW_STATUSES, reviewById } from '../reviews.ts';
import { reviewVerdictBody } from './inputs.ts';

const reviewsQuery = listQuery(['created_at'], { status: z.enum(REVIEW_STATUSES).optional() });

export function reviewRoutes({ db }: { db: Db }) {
  const app = new Hono<OfficeEnv>();
  const found = async (id: number) => {
    const review = await reviewById(db, id);
    if (!review) throw notFound('review_not_found', 'There is no such review.');
    return review;
  };
  app.get('/', async (c) => {
    const q = readQuery(c, reviewsQuery);
    const { rows, total } = await listReviews(db, { ...q, perPage: q.per_page });
    return c.json(listReply(rows, total, q.page, q.per_page));
  });
  app.get('/:id', async (c) => c.json({ success: true, data: await found(idParam(c)) }));
  app.patch('/:id', async (c) => {
    const id = idParam(c);
    const { status } = await readBody(c, reviewVerdictBody);
    const outcome = await moderateReview(db, id, status, c.get('actor'));
    if (outcome === 'not_found') throw notFound('review_not_found', 'There is no such review.');
    const review = await found(id);
    if (outcome === 'decided') throw conflict('stale_record', `Review ${id} was ${review.status} meanwhile; it is shown as it is now.`, { data: review });
    return c.json({ success: true, message: status === 'approved' ? 'Review approved: it shows on the product page.' : 'Review rejected.', data: review });
  });
  return app;
}
