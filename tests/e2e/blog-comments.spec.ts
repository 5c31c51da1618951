import { expect, test } from './fixtures/test.ts';
import { admin } from './fixtures/admin.ts';

// A reader's comment appears under the article once the operator approves it, as the form
// promises ('your comment will appear once approved'): under the two sample comments, as text,
// dated in the page's language, and only on the post in the language it was written in.

test('an approved comment shows under the sample ones, as text, with its date in the page’s language', async ({ page }) => {
  // Two comments, each sent, approved by the operator's command and read back.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const message = `Lovely piece <b>${stamp}</b>\nSecond line`;
  await page.goto('/blog-details-standard');
  const comments = page.locator('#comments ol > li');
  await expect(comments).toHaveCount(2);
  await page.getByLabel('Full Name').fill('Layla Haddad');
  await page.getByLabel('Email Address').fill(`layla.${stamp}@example.com`);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Thank you — your comment will appear once approved')).toBeVisible();

  // Waiting for approval: not shown.
  await page.reload();
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(comments).toHaveCount(2);

  const pending = await admin('comments');
  const id = new RegExp(`#(\\d+)[^\\n]*by Layla Haddad <layla\\.${stamp}@example\\.com>`).exec(pending)?.[1];
  expect(id).toBeTruthy();
  await admin('approve-comment', id!);

  await page.reload();
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(comments).toHaveCount(3);
  const added = comments.nth(2);
  await expect(added.getByText('Layla Haddad')).toBeVisible();
  // Inserted as text: the tags show as typed, and no <b> element exists.
  await expect(added.locator('.comment__text')).toHaveText(message);
  await expect(added.locator('b')).toHaveCount(0);
  await expect(added.locator('time')).toHaveText(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3 comments' })).toBeVisible();

  // The French article is another post: the English comment is not among its comments.
  await page.goto('/fr/blog-details-standard');
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: '2 commentaires' })).toBeVisible();
  await expect(page.locator('#comments ol > li')).toHaveCount(2);
  await expect(page.locator('#comments')).not.toContainText('Layla Haddad');

  // A comment written there belongs to it, dated in French.
  await page.locator('form[data-comment-form] [name="name"]').fill('Chloé Martin');
  await page.locator('form[data-comment-form] [name="email"]').fill(`chloe.${stamp}@example.com`);
  await page.locator('form[data-comment-form] [name="message"]').fill('Très bel article');
  await page.locator('form[data-comment-form] button[type="submit"]').click();
  await expect(page.getByText("Merci — votre commentaire apparaîtra après validation")).toBeVisible();
  const french = await admin('comments');
  const frenchId = new RegExp(`#(\\d+)[^\\n]*on fr/[^ ]+ by Chloé Martin <chloe\\.${stamp}@example\\.com>`).exec(french)?.[1];
  expect(frenchId).toBeTruthy();
  await admin('approve-comment', frenchId!);
  await page.reload();
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.locator('#comments ol > li').nth(2).locator('time')).toHaveText(new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date()));
  await expect(page.getByRole('link', { name: '3 commentaires' })).toBeVisible();
  // And the English post still has its own three, not the French one.
  await page.goto('/blog-details-standard');
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();
  await expect(page.locator('#comments')).not.toContainText('Chloé Martin');
});
