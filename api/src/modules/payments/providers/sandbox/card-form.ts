import { cardBehaviour, normaliseCardNumber, type SandboxCardBehaviour } from './cards';
import type { CardForm, CardFormErrors } from './checkout-page';

export const UNKNOWN_CARD_MESSAGE =
  'Use a sandbox test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.';

export type CardFormResult =
  | { ok: true; card: string; behaviour: SandboxCardBehaviour }
  | { ok: false; errors: CardFormErrors };

/** `MM/YY` (or `MM / YY`, `MM/YYYY`) not before the current month. */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return 'Your card has expired: enter a future expiry date.';
  return undefined;
}

/** The hosted page's checks, as a provider's card form makes them; only sandbox test numbers are accepted. */
export function readCardForm(form: CardForm, now: Date): CardFormResult {
  const errors: CardFormErrors = {};
  const digits = normaliseCardNumber(form.cardNumber);
  const behaviour = cardBehaviour(digits);
  if (!digits) errors.cardNumber = 'Enter your card number.';
  else if (!behaviour) errors.cardNumber = UNKNOWN_CARD_MESSAGE;
  const expiry = expiryError(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (!form.name.trim()) errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0 || !behaviour) return { ok: false, errors };
  return { ok: true, card: digits, behaviour };
}
