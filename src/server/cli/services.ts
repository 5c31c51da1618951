// What the CLI needs beyond the database: the shopper notifier (same channels as the server),
// the content module's contact messages and blog comments rendered as lines of text (shoppers'
// words with their unseen characters escaped), and the
// editors' settings file.
import { showUnseen } from '../../lib/unseen-characters.ts';
import type { Config } from '../config.ts';
import { approveComment, listContactMessages, listPendingComments } from '../content/service.ts';
import type { Db } from '../db/client.ts';
import { createNotifier } from '../notify/index.ts';
import type { Payments } from '../payments/service.ts';
import type { CliContent, CliNotifier } from './commands.ts';

const when = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 16);
// What shoppers wrote, with unseen characters written out: a carriage return cannot hide the start
// of a comment from the operator who approves it, nor an override reverse a name.
const shown = (text: string) => showUnseen(text);
const body = (text: string) => showUnseen(text, { multiline: true }).replace(/\n/g, '\n    ');

export async function cliServices(
  db: Db,
  config: Config,
): Promise<{ notifier: CliNotifier; content: CliContent; settingsFile: string; payments?: Payments }> {
  const notifier = createNotifier({
    smtpUrl: config.smtpUrl,
    smsWebhookUrl: config.smsWebhookUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
  });
  const content: CliContent = {
    async listMessages() {
      const rows = await listContactMessages(db);
      return rows.map(
        (m) => `#${m.id}  ${when(m.createdAt)}  ${shown(m.name)} <${shown(m.email)}>${m.subject ? `  ${shown(m.subject)}` : ''}\n    ${body(m.message)}`,
      );
    },
    async listPendingComments() {
      const rows = await listPendingComments(db);
      return rows.map((c) => `#${c.id}  ${when(c.createdAt)}  on ${c.locale}/${shown(c.postSlug)} by ${shown(c.name)} <${shown(c.email)}>\n    ${body(c.message)}`);
    },
    approveComment: (id, actor) => approveComment(db, id, actor),
  };
  // Refunds go through the provider that took the payment when this process is configured for an
  // online method (its SDK, if it has one, is loaded on first use).
  let payments: Payments | undefined;
  if (Object.keys(config.payments).length > 0) {
    const [{ createPayments }, { paymentProviders }, { createSettingsService }] = await Promise.all([
      import('../payments/service.ts'),
      import('../payments/registry.ts'),
      import('../settings/service.ts'),
    ]);
    const settings = createSettingsService({ db, settingsFile: config.settingsFile });
    payments = createPayments({ db, notifier, providers: paymentProviders(config), loadSettings: async () => (await settings.get()).values });
  }
  return { notifier, content, settingsFile: config.settingsFile, payments };
}
