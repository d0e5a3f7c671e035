import { SANDBOX_TEST_CARDS } from '@fj/shared';

export type SandboxCardBehaviour = 'success' | 'decline' | 'authenticate';

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE = 'We could not authenticate your payment.';
/** A renewal is charged without the customer: a card that needs authentication cannot pay it. */
export const RENEWAL_NEEDS_AUTHENTICATION_MESSAGE = 'Your bank asked to authenticate this payment. Please pay it from the retry link.';

/** `4242 4242 4242 4242` → `4242424242424242` (spaces and dashes as people type them). */
export const normaliseCardNumber = (input: string): string => input.replace(/[\s-]/g, '');

/** What a sandbox test card does; undefined for any other number. */
export function cardBehaviour(cardNumber: string): SandboxCardBehaviour | undefined {
  switch (normaliseCardNumber(cardNumber)) {
    case SANDBOX_TEST_CARDS.success:
      return 'success';
    case SANDBOX_TEST_CARDS.decline:
      return 'decline';
    case SANDBOX_TEST_CARDS.authenticationRequired:
      return 'authenticate';
    default:
      return undefined;
  }
}

/** `4242424242424242` → `4242 4242 4242 4242`. */
export const groupCardNumber = (digits: string): string => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
