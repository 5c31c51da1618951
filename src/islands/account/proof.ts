// Whether My Account must ask the shopper to confirm it is them: set when the server refuses a
// change of password, e-mail or phone for want of a fresh proof (403, data.proof_required), cleared
// once they have confirmed. ProofSection shows while it is set.
import { atom } from 'nanostores';
import type { ApiFailure } from '../../lib/api/client-core.ts';

export const $proofNeeded = atom(false);

/** True (and the proof step shown) when the failure is the server asking for a proof. */
export function askedForProof(failure: ApiFailure): boolean {
  const data = failure.reply?.data as { proof_required?: boolean } | undefined;
  if (failure.status !== 403 || data?.proof_required !== true) return false;
  $proofNeeded.set(true);
  return true;
}
