// The proof My Account gives for a change of password, e-mail or phone (server/auth/account-changes.ts).
// When the server refuses a change for want of one (403, data.proof_required), the part that asked
// records which change it was and how to make it again; "Confirm it's you" (ProofSection) shows
// beside that part, and once the shopper has confirmed, it keeps the ticket the server gave and the
// change goes on by itself. The ticket is held here only, in this tab's memory, never stored: it
// lasts 10 minutes and pays for one change.
import { atom } from 'nanostores';
import type { ApiFailure } from '../../lib/api/client-core.ts';

/** The part whose change waits for a proof, or null: ProofSection shows beside it. */
export type ProofFor = 'email' | 'phone' | 'password';
export const $proofFor = atom<ProofFor | null>(null);

let ticket: { value: string; until: number } | null = null;
let pending: (() => void) | null = null;

/** True (and the proof step shown beside `part`) when the failure is the server asking for a proof. */
export function askedForProof(failure: ApiFailure, part: ProofFor, again: () => void): boolean {
  const data = failure.reply?.data as { proof_required?: boolean } | undefined;
  if (failure.status !== 403 || data?.proof_required !== true) return false;
  ticket = null;
  pending = again;
  $proofFor.set(part);
  return true;
}

/** The ticket to send with a change, while it may still be spent (a little before the server's end). */
export function currentProof(): string | undefined {
  if (ticket && Date.now() < ticket.until) return ticket.value;
  ticket = null;
  return undefined;
}

/** The shopper confirmed: keep the ticket, close the step, and make the change that waited. */
export function proved(value: string, expiresInSeconds: number): void {
  ticket = { value, until: Date.now() + Math.max(0, expiresInSeconds - 15) * 1000 };
  $proofFor.set(null);
  const again = pending;
  pending = null;
  again?.();
}

/** Counts the changes made here: each ended the account's other sessions, so the list reloads. */
export const $changesMade = atom(0);

/** The change went through: its ticket is spent, and the sessions it ended are gone. */
export function changeMade(): void {
  ticket = null;
  $changesMade.set($changesMade.get() + 1);
}

export function cancelProof(): void {
  pending = null;
  $proofFor.set(null);
}
