import { createHash, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-id` of a delivery: the same on every attempt and redelivery (receivers drop duplicates by it), and
 * unguessable from the row id alone, so ids of two databases (a restored backup) never look alike.
 */
export const messageIdOf = (delivery: { id: number; created_at: Date }): string =>
  `msg_${createHash('sha256').update(`${delivery.id}:${new Date(delivery.created_at).toISOString()}`).digest('hex').slice(0, 26)}`;

/** The three Standard Webhooks headers for one attempt: the timestamp is the attempt's, the id the delivery's. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}
