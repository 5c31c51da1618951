// How the API reaches a person: e-mail, SMS, or (on one machine) the dev outbox.
export interface Recipient {
  email?: string;
  phone?: string;
}

export interface Message {
  to: Recipient;
  subject: string;
  text: string;
  /** The one-time code the text carries, if any (written only to the dev outbox). */
  code?: string;
}

export interface Notifier {
  send(message: Message): Promise<void>;
}

/** A recipient for logs: the address's first characters only. */
export function maskRecipient(to: Recipient): string {
  const value = to.email ?? to.phone ?? '';
  if (to.email) {
    const [local = '', domain = ''] = value.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  return value.length > 4 ? `${value.slice(0, 4)}***${value.slice(-2)}` : '***';
}
