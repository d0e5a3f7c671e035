import { useMutation } from '@tanstack/react-query';
import { API, IDEMPOTENCY_KEY_HEADER, subscriptionRetryPath, type ApiSuccess } from '@fj/shared';
import { apiClient } from '../../../lib/api-client';
import { apiErrorStatus } from '../../../lib/api-errors';
import { newIdempotencyKey, useIdempotencyKey } from '../lib/idempotency';
import type { CheckoutResponse } from './responses';

/** What every checkout call answers: the payment to poll on the thank-you page and the provider's page to open. */
export interface CheckoutStarted {
  paymentId: number;
  checkoutUrl: string;
  subscriptionId: number | null;
}

function toCheckoutStarted({ paymentId, checkoutUrl, subscriptionId }: CheckoutResponse): CheckoutStarted {
  if (!checkoutUrl) throw new Error('The payment provider did not give a checkout page.');
  return { paymentId, checkoutUrl, subscriptionId: subscriptionId ?? null };
}

// A 403 here means "not for your account" (e.g. an employer plan for a candidate): the page shows it inline instead
// of the client's default of ending the session.
const post = async (path: string, body: object, idempotencyKey: string): Promise<CheckoutStarted> => {
  const { data } = await apiClient.post<ApiSuccess<CheckoutResponse>>(path, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    skipAuthRedirect: true,
  });
  return toCheckoutStarted(data.data);
};

export interface MembershipCheckoutInput {
  planCode: string;
  /** SPA path the thank-you page continues to (sign-up passes its next step). */
  next?: string;
  /** Defaults to a fresh key; pages use `useMembershipCheckout`, which keeps one key per intent. */
  idempotencyKey?: string;
}

/** `POST /payment/checkout/membership` `{ planCode, next? }` with an `Idempotency-Key`. */
export function startMembershipCheckout({ planCode, next, idempotencyKey = newIdempotencyKey() }: MembershipCheckoutInput): Promise<CheckoutStarted> {
  return post(API.checkoutMembership, next ? { planCode, next } : { planCode }, idempotencyKey);
}

/** `POST /payment/checkout/credit-package` `{ packageCode }` with an `Idempotency-Key`. */
export function startCreditPackageCheckout(packageCode: string, idempotencyKey: string = newIdempotencyKey()): Promise<CheckoutStarted> {
  return post(API.checkoutCreditPackage, { packageCode }, idempotencyKey);
}

/** `POST /payment/subscriptions/:id/retry` with an `Idempotency-Key`: a new checkout for an unpaid subscription. */
export function retrySubscriptionPayment(subscriptionId: number, idempotencyKey: string = newIdempotencyKey()): Promise<CheckoutStarted> {
  return post(subscriptionRetryPath(subscriptionId), {}, idempotencyKey);
}

/** A client error is a definite answer: asking again is a new intent. Network errors and 5xx keep the key. */
const isDefiniteRefusal = (error: unknown) => {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** A checkout mutation whose key is reused for the same intent (double clicks start one checkout). */
function useKeyedCheckout<Input>(intentOf: (input: Input) => string, start: (input: Input, key: string) => Promise<CheckoutStarted>) {
  const { keyFor, forget } = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: Input) => start(input, keyFor(intentOf(input))),
    onError: (error) => {
      if (isDefiniteRefusal(error)) forget();
    },
  });
}

export function useMembershipCheckout() {
  return useKeyedCheckout<{ planCode: string; next?: string }>(
    (input) => `membership:${input.planCode}:${input.next ?? ''}`,
    (input, idempotencyKey) => startMembershipCheckout({ ...input, idempotencyKey }),
  );
}

export function useCreditPackageCheckout() {
  return useKeyedCheckout<string>(
    (code) => `package:${code}`,
    (code, key) => startCreditPackageCheckout(code, key),
  );
}

export function useRetrySubscriptionPayment() {
  return useKeyedCheckout<number>(
    (id) => `retry:${id}`,
    (id, key) => retrySubscriptionPayment(id, key),
  );
}
