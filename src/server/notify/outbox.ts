// Where no SMTP or SMS is configured: one log line (no code) and one JSON line appended to
// DATA_DIR/outbox.jsonl, so a person or a test on this machine can read the code.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { maskRecipient, type Message, type Notifier } from './types.ts';

export function outboxNotifier(dataDir: string, log: (line: string) => void = console.log): Notifier {
  const file = join(dataDir, 'outbox.jsonl');
  // The folder is made once, not before every message (each checkout sends one).
  let folder: Promise<unknown> | undefined;
  const folderMade = () =>
    (folder ??= mkdir(dataDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      folder = undefined;
      throw error;
    }));
  return {
    async send(message: Message) {
      const channel = message.to.email ? 'email' : 'sms';
      const to = message.to.email ?? message.to.phone ?? '';
      await folderMade();
      const line = { channel, to, subject: message.subject, text: message.text, code: message.code ?? null, at: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      log(`[outbox] ${channel} to ${maskRecipient(message.to)}: "${message.subject}" (written to ${file})`);
    },
  };
}
