// A notifier that keeps messages in memory (tests).
import type { Message, Notifier } from './types.ts';

export interface MemoryNotifier extends Notifier {
  messages: Message[];
}

export function memoryNotifier(): MemoryNotifier {
  const messages: Message[] = [];
  return {
    messages,
    async send(message: Message) {
      messages.push(structuredClone(message));
    },
  };
}
