// What the CLI needs beyond the database: the shopper notifier (same channels as the server) and
// the content module (contact messages, blog comments) when it is present.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createNotifier } from '../notify/index.ts';
import type { CliContent, CliNotifier } from './commands.ts';

export async function cliServices(_db: Db, config: Config): Promise<{ notifier: CliNotifier; content?: CliContent }> {
  const notifier = createNotifier({
    smtpUrl: config.smtpUrl,
    smsWebhookUrl: config.smsWebhookUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
  });
  return { notifier };
}
