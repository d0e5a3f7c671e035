import type { AppSettings } from '../../app';
import { createStripeProvider } from './providers/stripe';

export type ProviderSettings = Pick<AppSettings, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>;

/** Stripe when both of its secrets are configured (loadConfig refuses only one); otherwise the sandbox (null). */
export function stripeProviderFor(settings: ProviderSettings) {
  if (!settings.stripeSecretKey || !settings.stripeWebhookSecret) return null;
  return createStripeProvider({ secretKey: settings.stripeSecretKey, webhookSecret: settings.stripeWebhookSecret, apiBase: settings.stripeApiBase });
}
