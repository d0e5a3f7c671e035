import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'sandbox-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signPayload(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when one v1 signature of the header matches and its timestamp is within 5 minutes of now. */
export function verifySignature(secret: string, body: Buffer, header: string | undefined, now: Date): boolean {
  if (!header || header.length > 2000) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}

/** The default signing secret: the JWT secret's HMAC under a fixed label, so it is stable and never the JWT secret itself. */
export const deriveSandboxWebhookSecret = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('football-jobs sandbox webhook secret').digest('hex');
