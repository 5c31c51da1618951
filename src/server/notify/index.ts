// The notifier the configuration asks for: e-mail through SMTP, phones through the SMS webhook,
// anything without a configured channel into the dev outbox.
import { outboxNotifier } from './outbox.ts';
import { smsWebhookNotifier } from './sms.ts';
import { smtpNotifier } from './smtp.ts';
import type { Message, Notifier } from './types.ts';

export type { Message, Notifier } from './types.ts';
export { memoryNotifier } from './memory.ts';

export interface NotifierConfig {
  smtpUrl?: string;
  smsWebhookUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export function createNotifier(config: NotifierConfig): Notifier {
  const email = config.smtpUrl ? smtpNotifier(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.smsWebhookUrl ? smsWebhookNotifier(config.smsWebhookUrl) : undefined;
  const outbox = outboxNotifier(config.dataDir);
  return {
    send(message: Message) {
      if (message.to.email && email) return email.send(message);
      if (message.to.phone && !message.to.email && sms) return sms.send(message);
      return outbox.send(message);
    },
  };
}
