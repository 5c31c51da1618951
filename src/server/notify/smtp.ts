// E-mail through SMTP_URL (nodemailer).
import nodemailer from 'nodemailer';
import type { Message, Notifier } from './types.ts';

export function smtpNotifier(smtpUrl: string, from: string): Notifier {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as never);
  return {
    async send(message: Message) {
      if (!message.to.email) throw new Error('SMTP needs an e-mail recipient.');
      await transport.sendMail({ from, to: message.to.email, subject: message.subject, text: message.text });
    },
  };
}
