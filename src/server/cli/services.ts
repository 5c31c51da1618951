// What the CLI needs beyond the database: the shopper notifier and the content module.
import type { Db } from '../db/client.ts';
import type { CliContent, CliNotifier } from './commands.ts';

export async function cliServices(_db: Db, _dataDir: string): Promise<{ notifier?: CliNotifier; content?: CliContent }> {
  return {};
}
