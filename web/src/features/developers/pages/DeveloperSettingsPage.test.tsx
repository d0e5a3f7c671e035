import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API, type ApiKeyDto, type WebhookDeliveryDto, type WebhookDto } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { EmployerDevelopersPage } from './DeveloperSettingsPage';

const SLOW_MACHINE_MS = 30_000;

const usedKey: ApiKeyDto = {
  id: 7,
  name: 'Greenhouse sync',
  prefix: 'fj_ab12cd34',
  scopes: ['jobs:read', 'jobs:write'],
  created: '2026-11-20T10:00:00.000Z',
  expires: null,
  lastUsedAt: '2026-11-28T09:15:00.000Z',
  lastUsedFrom: '203.0.113.9',
  state: 'active',
};

const hook: WebhookDto = {
  id: 3,
  url: 'https://ats.example.com/hooks',
  description: 'ATS',
  events: ['application.created'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  created: '2026-11-20T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
};

const retried: WebhookDeliveryDto = {
  id: 41,
  messageId: 'msg_41',
  event: 'application.created',
  status: 'succeeded',
  attempts: 2,
  lastResponseCode: 200,
  lastDurationMs: 31,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-11-28T10:00:05.000Z',
  created: '2026-11-28T10:00:00.000Z',
  attemptLog: [
    { attempt: 1, at: '2026-11-28T10:00:00.000Z', responseCode: 500, durationMs: 12, error: 'HTTP 500' },
    { attempt: 2, at: '2026-11-28T10:00:05.000Z', responseCode: 200, durationMs: 31, error: null },
  ],
};

const fieldErrorOnUrl = { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Check the fields', errors: { url: 'The address must use https' } };

function answer({ keys = [usedKey], broken = false }: { keys?: ApiKeyDto[]; broken?: boolean } = {}) {
  answerWith((config) => {
    const path = pathOf(config);
    if (broken && config.method === 'get') return { status: 500, body: { success: false, statusCode: 500, error: 'Internal Server Error', message: 'Some error occured' } };
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    if (path === API.apiKeys && config.method === 'get') return { status: 200, body: { success: true, data: keys, total: keys.length } };
    if (path === API.apiKeys && config.method === 'post')
      return { status: 200, body: { success: true, data: { ...usedKey, id: 8, name: body.name, scopes: body.scopes, expires: body.expiresAt, lastUsedAt: null, lastUsedFrom: null, key: 'fj_secretsecretsecret' } } };
    if (path === '/api-keys/7' && config.method === 'delete') return { status: 200, body: { success: true, message: 'Revoked' } };
    if (path === API.webhooks && config.method === 'get') return { status: 200, body: { success: true, data: [hook], total: 1 } };
    if (path === API.webhooks && config.method === 'post') return { status: 422, body: fieldErrorOnUrl };
    if (path === '/webhooks/3/deliveries') return { status: 200, body: { success: true, data: [retried], total: 1 } };
    if (path === '/webhooks/3' && config.method === 'patch') return { status: 200, body: { success: true, data: { ...hook, ...body } } };
    if (path === '/webhooks/3' && config.method === 'delete') return { status: 200, body: { success: true, message: 'Webhook deleted' } };
    if (path === '/webhooks/3/deliveries/41/redeliver') return { status: 200, body: { success: true, data: retried } };
    return { status: 404 };
  });
}

const renderPage = (path = '/employer/settings/developers') =>
  renderWithProviders(
    <Routes>
      <Route path="/employer/settings/developers" element={<EmployerDevelopersPage />} />
    </Routes>,
    { token: makeToken({ roles: ['employer'] }), path },
  );

describe('developer settings', { timeout: SLOW_MACHINE_MS }, () => {
  it('lists keys with when and where they were last used, creates one with two scopes and an expiry, and shows it once', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderPage();
    const row = await screen.findByTestId('api-key-row');
    expect(row).toHaveTextContent('Greenhouse sync');
    expect(row).toHaveTextContent('fj_ab12cd34…');
    expect(within(row).getByTestId('api-key-last-used')).toHaveTextContent('203.0.113.9');

    await user.click(screen.getByTestId('api-key-create'));
    expect(await screen.findByText('Give the key a name')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope')).toBeInTheDocument();
    expect(sentRequests.some((config) => config.method === 'post')).toBe(false);

    await user.type(screen.getByLabelText('Name *'), 'Nightly export');
    await user.click(screen.getByRole('checkbox', { name: /applications:read/ }));
    await user.click(screen.getByRole('checkbox', { name: /jobs:read/ }));
    await user.type(screen.getByLabelText('Expires on'), '2099-12-31');
    await user.click(screen.getByTestId('api-key-create'));

    const secret = await screen.findByTestId('api-key-secret');
    expect(within(secret).getByTestId('api-key-secret-value')).toHaveTextContent('fj_secretsecretsecret');
    expect(secret).toHaveTextContent('you will not see it again');
    const sent = sentRequests.find((config) => config.method === 'post' && pathOf(config) === API.apiKeys)!;
    expect(JSON.parse(sent.data as string)).toEqual({ name: 'Nightly export', scopes: ['jobs:read', 'applications:read'], expiresAt: '2099-12-31T23:59:59.000Z' });

    await user.click(within(secret).getByTestId('api-key-secret-done'));
    expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderPage();
    await user.click(await screen.findByTestId('api-key-revoke'));
    expect(sentRequests.some((config) => config.method === 'delete')).toBe(false);
    await user.click(await screen.findByTestId('api-key-revoke-confirm'));
    await waitFor(() => expect(sentRequests.some((config) => config.method === 'delete' && pathOf(config) === '/api-keys/7')).toBe(true));
  });

  it('says there are no keys yet when there are none', async () => {
    answer({ keys: [] });
    renderPage();
    expect(await screen.findByTestId('api-keys-empty')).toHaveTextContent('No API keys yet');
  });

  it('shows the webhook log with both attempts, redelivers, and puts the API field error under the address', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderPage('/employer/settings/developers?tab=webhooks');
    const item = await screen.findByTestId('webhook-item');
    expect(item).toHaveTextContent('https://ats.example.com/hooks');
    await user.click(within(item).getByTestId('webhook-log-toggle'));
    const delivery = await screen.findByTestId('webhook-delivery');
    expect(delivery).toHaveTextContent('Delivered');
    expect(within(delivery).getByTestId('webhook-delivery-attempts')).toHaveTextContent('2');
    const log = within(delivery).getByTestId('webhook-attempt-log');
    expect(within(log).getAllByRole('listitem').map((line) => line.textContent)).toEqual([expect.stringMatching(/^Attempt 1 .*: 500, 12 ms/), expect.stringMatching(/^Attempt 2 .*: 200, 31 ms/)]);
    await user.click(within(delivery).getByTestId('webhook-redeliver'));
    await waitFor(() => expect(sentRequests.some((config) => config.method === 'post' && pathOf(config) === '/webhooks/3/deliveries/41/redeliver')).toBe(true));

    const form = screen.getByTestId('webhook-form');
    await user.type(within(form).getByLabelText('Endpoint address *'), 'http://hooks.example.com/x');
    await user.click(within(form).getByRole('checkbox', { name: /job\.published/ }));
    await user.click(within(form).getByTestId('webhook-form-save'));
    expect(await within(form).findByText('The address must use https')).toBeInTheDocument();
  });

  it('says a list could not be loaded, and loads it again on Try again', async () => {
    const user = userEvent.setup({ delay: null });
    answer({ broken: true });
    renderPage();
    const error = await screen.findByTestId('api-keys-error');
    answer();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('api-key-row')).toHaveTextContent('Greenhouse sync');
  });

  it('edits an endpoint (switching it off) and deletes one only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    answer();
    renderPage('/employer/settings/developers?tab=webhooks');
    const item = await screen.findByTestId('webhook-item');
    await user.click(within(item).getByTestId('webhook-edit'));
    const form = within(item).getByTestId('webhook-edit-form');
    expect(within(form).getByLabelText('Endpoint address *')).toHaveValue('https://ats.example.com/hooks');
    await user.click(within(form).getByLabelText('Enabled'));
    await user.click(within(form).getByRole('checkbox', { name: /job\.expired/ }));
    await user.click(within(form).getByTestId('webhook-edit-form-save'));
    await waitFor(() => expect(sentRequests.some((config) => config.method === 'patch')).toBe(true));
    const patch = sentRequests.find((config) => config.method === 'patch')!;
    expect(pathOf(patch)).toBe('/webhooks/3');
    expect(JSON.parse(patch.data as string)).toEqual({ url: 'https://ats.example.com/hooks', description: 'ATS', events: ['application.created', 'job.expired'], enabled: false });

    await user.click(within(item).getByTestId('webhook-delete'));
    expect(sentRequests.some((config) => config.method === 'delete')).toBe(false);
    await user.click(await screen.findByTestId('webhook-delete-confirm'));
    await waitFor(() => expect(sentRequests.some((config) => config.method === 'delete' && pathOf(config) === '/webhooks/3')).toBe(true));
  });
});
