import { createHmac, timingSafeEqual } from 'node:crypto';

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * Signed newsletter links: `<subscriber id>.<HMAC-SHA256 of purpose, id and address>`. A link made for one purpose,
 * subscriber or address never works for another, and a forged or altered one is refused.
 */
export function createNewsletterTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('newsletter-links').digest();
  const signature = (purpose: NewsletterTokenPurpose, id: number, email: string) =>
    createHmac('sha256', key).update(`${purpose}:${id}:${email.toLowerCase()}`).digest('base64url');
  return {
    sign: (purpose: NewsletterTokenPurpose, id: number, email: string) => `${id}.${signature(purpose, id, email)}`,
    idOf(token: string): number | undefined {
      const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
      return match ? Number(match[1]) : undefined;
    },
    verify(purpose: NewsletterTokenPurpose, token: string, id: number, email: string): boolean {
      const expected = Buffer.from(`${id}.${signature(purpose, id, email)}`);
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;
