import Stripe from 'stripe';

/**
 * Stripe's errors carry Stripe's own `statusCode` (400, 402, 404…); left as they are, the error handler would send
 * that status and Stripe's wording to our client as if the client had erred. A failed call to the provider is our
 * side's failure: this turns it into a plain error, logged with its cause and answered as a 500.
 */
export async function callStripe<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const detail = [error.rawType ?? error.type, error.code, error.statusCode && `HTTP ${error.statusCode}`, error.requestId]
        .filter(Boolean)
        .join(', ');
      throw new Error(`Stripe ${operation} failed (${detail}): ${error.message}`, { cause: error });
    }
    throw error;
  }
}
