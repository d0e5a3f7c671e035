import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe tokens: `<alert id>.<HMAC-SHA256 of the alert id and its owner>`, keyed by a key derived
 * from the server secret. They never expire (an old email's link keeps working) and stop matching when the alert
 * is gone.
 */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('job-alert-unsubscribe').digest();
  const signature = (alertId: number, userId: number) =>
    createHmac('sha256', key).update(`${alertId}:${userId}`).digest('base64url');

  return {
    sign: (alertId: number, userId: number): string => `${alertId}.${signature(alertId, userId)}`,

    /** The alert id a token names (not yet verified), or undefined when it is malformed. */
    alertIdOf(token: string): number | undefined {
      const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
      return match ? Number(match[1]) : undefined;
    },

    verify(token: string, alertId: number, userId: number): boolean {
      const expected = Buffer.from(`${alertId}.${signature(alertId, userId)}`);
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
