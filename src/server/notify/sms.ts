// SMS through an HTTP webhook: POST JSON { to, text } to SMS_WEBHOOK_URL.
import type { Message, Notifier } from './types.ts';

export function smsWebhookNotifier(url: string): Notifier {
  return {
    async send(message: Message) {
      if (!message.to.phone) throw new Error('SMS needs a phone recipient.');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to.phone, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}.`);
    },
  };
}
