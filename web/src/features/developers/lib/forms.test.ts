import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { apiKeySchema, toCreateRequest } from './api-key-form';
import { retryScheduleText, splitDuration } from './retry-schedule';
import { scopeGroups } from './scopes';
import { toUpdateWebhook, webhookSchema } from './webhook-form';

const t = i18next.t.bind(i18next);
const NOW = new Date('2026-11-28T18:00:00Z');

describe('the API key form', () => {
  it('sends the scopes in the catalogue order and the chosen day to its last second (UTC)', () => {
    expect(toCreateRequest({ name: ' Greenhouse sync ', scopes: ['jobs:write', 'jobs:read'], expiresAt: '2027-01-31' })).toEqual({
      name: 'Greenhouse sync',
      scopes: ['jobs:read', 'jobs:write'],
      expiresAt: '2027-01-31T23:59:59.000Z',
    });
    expect(toCreateRequest({ name: 'x', scopes: ['profile:read'], expiresAt: '' }).expiresAt).toBeNull();
  });

  it('refuses a missing name, no scope and a day already past, each under its field', async () => {
    const errors = await apiKeySchema(t, NOW)
      .validate({ name: '  ', scopes: [], expiresAt: '2026-11-27' }, { abortEarly: false })
      .then(() => [], (error: { inner: { path: string; message: string }[] }) => error.inner.map((item) => [item.path, item.message]));
    expect(errors).toEqual([
      ['name', 'Give the key a name'],
      ['scopes', 'Choose at least one scope'],
      ['expiresAt', 'Choose today or a later day'],
    ]);
    await expect(apiKeySchema(t, NOW).isValid({ name: 'ok', scopes: ['jobs:read'], expiresAt: '2026-11-28' })).resolves.toBe(true);
  });
});

describe('the webhook form', () => {
  it('takes an http(s) address only, and at least one event', async () => {
    const schema = webhookSchema(t);
    await expect(schema.isValid({ url: 'https://hooks.example.com/fj', description: '', events: ['job.published'], enabled: true })).resolves.toBe(true);
    await expect(schema.isValid({ url: 'ftp://hooks.example.com', description: '', events: ['job.published'], enabled: true })).resolves.toBe(false);
    await expect(schema.isValid({ url: 'hooks.example.com', description: '', events: ['job.published'], enabled: true })).resolves.toBe(false);
    await expect(schema.isValid({ url: 'https://hooks.example.com', description: '', events: [], enabled: true })).resolves.toBe(false);
  });

  it('sends the events in the catalogue order, trimmed text and the switch', () => {
    expect(toUpdateWebhook({ url: ' https://a.example/h ', description: ' ATS ', events: ['job.expired', 'application.created'], enabled: false })).toEqual({
      url: 'https://a.example/h',
      description: 'ATS',
      events: ['application.created', 'job.expired'],
      enabled: false,
    });
  });
});

describe('the retry schedule', () => {
  it('reads in whole units, in the page language', () => {
    expect(splitDuration(5)).toEqual({ value: 5, unit: 'second' });
    expect(splitDuration(1800)).toEqual({ value: 30, unit: 'minute' });
    expect(splitDuration(36000)).toEqual({ value: 10, unit: 'hour' });
    expect(retryScheduleText('en-GB')).toBe('5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours and 10 hours');
    expect(retryScheduleText('ar')).toMatch(/ساعات/);
  });
});

describe('the scopes offered', () => {
  it('are all eight to an employer, and a candidate is not offered the organisation\'s jobs or the CV database', () => {
    expect(scopeGroups('employer').flatMap((group) => group.scopes)).toHaveLength(8);
    expect(scopeGroups('candidate')).toEqual([
      { code: 'read', scopes: ['applications:read', 'profile:read'] },
      { code: 'write', scopes: ['applications:write', 'webhooks:manage', 'profile:write'] },
    ]);
  });
});
