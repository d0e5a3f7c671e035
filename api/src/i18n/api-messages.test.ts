import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_PROFILE_MESSAGES, FORM_MESSAGES, PLAYER_MESSAGES } from '@fj/shared';
import { API_MESSAGE_PATTERNS_AR, API_MESSAGES_AR } from './api-messages-ar';
import { translateApiMessage, translateFieldErrors } from './api-messages';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The shared form messages: the SPA shows them from its own catalogue (web/src/lib/form-messages.ts). */
const SPA_TRANSLATES = new Set(
  [FORM_MESSAGES, CANDIDATE_PROFILE_MESSAGES, PLAYER_MESSAGES].flatMap((catalogue) => Object.values(catalogue).filter((text): text is string => typeof text === 'string')),
);

const ERROR_CALL = String.raw`(?:badRequest|notFound|forbidden|conflict|unauthorized|tooManyRequests|serviceUnavailable|notImplemented)\(\s*|new HttpError\(\s*\d+,\s*|new FormRuleError\(\s*`;
const QUOTED = String.raw`'((?:[^'\\]|\\.)+)'`;

/**
 * Every fixed message the API puts in an error answer: string literals given to the error helpers, the message
 * constants they are given (`JOB_MESSAGES.notFound`, `NO_EMPLOYER_MESSAGE`), and throttle rules' messages.
 */
function thrownMessages(): Map<string, string> {
  const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const constants = new Map<string, string>();
  for (const { text } of files) {
    for (const block of text.matchAll(/const (\w+) = \{([\s\S]*?)\n\}/g)) {
      for (const entry of block[2]!.matchAll(new RegExp(String.raw`(\w+):\s*` + QUOTED, 'g'))) constants.set(`${block[1]}.${entry[1]}`, entry[2]!);
    }
    for (const single of text.matchAll(new RegExp(String.raw`const (\w+) =\s*` + QUOTED, 'g'))) constants.set(single[1]!, single[2]!);
  }
  const found = new Map<string, string>();
  for (const { path, text } of files) {
    const where = path.slice(SRC.length + 1);
    for (const call of text.matchAll(new RegExp(`(?:${ERROR_CALL})${QUOTED}`, 'g'))) found.set(call[1]!, where);
    for (const call of text.matchAll(new RegExp(String.raw`(?:${ERROR_CALL})([A-Z][A-Z_]+(?:\.\w+)?)\b`, 'g'))) {
      const value = constants.get(call[1]!);
      if (value !== undefined) found.set(value, `${where} (${call[1]})`);
    }
    for (const rule of text.matchAll(new RegExp(String.raw`windowSeconds:[^}]*?message:\s*` + QUOTED, 'g'))) found.set(rule[1]!, where);
  }
  return found;
}

describe('API messages in Arabic', () => {
  it('finds the messages it checks (the scan itself works)', () => {
    const messages = thrownMessages();
    expect(messages.size).toBeGreaterThan(80);
    expect(messages.has('Invalid login details')).toBe(true);
    expect(messages.has('Job not found')).toBe(true);
    expect(messages.has('Too many new accounts from your network.')).toBe(true);
  });

  it('has Arabic for every message the API throws that the SPA does not translate itself', () => {
    const missing = [...thrownMessages()]
      .filter(([message]) => !SPA_TRANSLATES.has(message) && translateApiMessage(message, 'ar') === message)
      .map(([message, where]) => `${where}: ${message}`);
    expect(missing).toEqual([]);
  });

  it('writes Arabic, not English, for every listed message', () => {
    for (const [english, arabic] of Object.entries(API_MESSAGES_AR)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
      expect(arabic, english).not.toBe(english);
    }
  });

  it('translates messages with figures and names in them', () => {
    const samples: Record<string, string> = {
      'Must be at most 60 characters.': 'يجب ألا يزيد على 60 حرفًا.',
      'Invalid body': 'محتوى الطلب غير صالح.',
      'Too many new accounts from your network. Please try again in 12 minutes.': 'حسابات جديدة كثيرة من شبكتك. يُرجى المحاولة مجددًا بعد 12 دقيقة.',
      'Too many requests. Please try again in 30 seconds.': 'طلبات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 30 ثانية.',
      'Your account has been suspended: spam. Please contact us if you think this is a mistake.': 'تم إيقاف حسابك: spam. يُرجى التواصل معنا إن كنت ترى أن ذلك خطأ.',
      'You can keep at most 10 job alerts. Delete one to add another.': 'يمكنك الاحتفاظ بـ 10 تنبيهات وظائف على الأكثر. احذف أحدها لإضافة غيره.',
    };
    for (const [english, arabic] of Object.entries(samples)) expect(translateApiMessage(english, 'ar')).toBe(arabic);
    expect(API_MESSAGE_PATTERNS_AR.length).toBeGreaterThan(10);
  });

  it('keeps English for English, the shared form messages, and field errors as fields', () => {
    expect(translateApiMessage('Job not found', 'en')).toBe('Job not found');
    expect(translateApiMessage(FORM_MESSAGES.email, 'ar')).toBe(FORM_MESSAGES.email);
    expect(translateFieldErrors({ title: 'Must be at most 5 characters.', email: FORM_MESSAGES.email }, 'ar')).toEqual({
      title: 'يجب ألا يزيد على 5 حرفًا.',
      email: FORM_MESSAGES.email,
    });
  });
});
