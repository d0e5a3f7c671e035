import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import './index'; // the lazy chunk, transformed before the tests' timers start

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

const employer = {
  id: 7, name: 'Northbridge Athletic FC', slug: 'northbridge', created_at: '2026-11-01T10:00:00.000Z',
  owner_id: 41, owner_name: 'Erin Employer', owner_email: 'erin@example.com', membership: 'STANDARD',
  standard_credits: 5, premium_credits: 1, credits: 6, active_jobs: '1', team_size: '1',
  jobs: [],
  team: [
    { id: 41, display_name: 'Erin Employer', username: 'erin', email: 'erin@example.com', roles: ['employer'] },
    { id: 42, display_name: 'Morgan Manager', username: 'morgan', email: 'morgan@example.com', roles: ['team_manager'] },
  ],
};
const job = (id: number, title: string, status: string) => ({
  id, title, slug: `job-${id}`, status, job_class: 'free', end_date: '2099-01-01', created_at: '2026-11-10T10:00:00.000Z',
  employer_id: 7, employer_name: employer.name, applications: 3,
});
const owner = {
  id: 41, username: 'erin', email: 'erin@example.com', displayName: 'Erin Employer', roles: ['employer'], membership: 'STANDARD',
  createdAt: '2026-11-01T10:00:00.000Z', suspendedAt: null, suspendedReason: null, firstName: 'Erin', lastName: 'Employer', profileSlug: 'erin',
  profileType: null, employer: { id: 7, name: employer.name, slug: 'northbridge', isOwner: true }, credits: { standard: 5, premium: 1, holderUserId: 41 },
  ledger: [{ id: 1, kind: 'standard', delta: 5, balanceAfter: 5, reason: 'purchase', createdAt: '2026-11-02T10:00:00.000Z' }],
  applications: [],
  payments: [{ id: 9, purpose: 'credit_package', description: 'Five job posts', amountMinor: 14900, currency: 'GBP', status: 'succeeded', provider: 'sandbox', receiptNumber: 'FJ-2026-000009', createdAt: '2026-11-02T10:00:00.000Z', paidAt: '2026-11-02T10:00:00.000Z' }],
  events: [],
};
const query = (config: { url?: string }) => new URLSearchParams(String(config.url).split('?')[1] ?? '');

describe('/admin/employers/{id}', () => {
  it("shows the organisation's owner, team, figures, jobs by state, the owner's ledger and payments", async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      const path = pathOf(config);
      if (path === '/admin-api/employers/7') return { status: 200, body: { success: true, data: employer } };
      if (path === '/admin-api/users/41') return { status: 200, body: { success: true, data: owner } };
      if (path === API.adminJobsApplied) return { status: 200, body: { success: true, data: [], total: query(config).get('from') ? 4 : 11 } };
      if (path === API.adminAllJobs) {
        const rows = query(config).get('state') === 'closed' ? [job(2, 'Closed Scout', 'closed')] : [job(1, 'Head Coach', 'publish'), job(2, 'Closed Scout', 'closed')];
        return { status: 200, body: { success: true, data: rows, total: rows.length } };
      }
      return { status: 404, body: { success: false, statusCode: 404, message: 'Not found' } };
    });
    renderApp('/admin/employers/7', { token: makeToken({ roles: ['administrator'] }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Northbridge Athletic FC' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-employer-owner')).toHaveTextContent('Erin Employer');
    const members = await screen.findAllByTestId('admin-employer-member');
    expect(members.map((row) => row.textContent)).toEqual([expect.stringContaining('Owner'), expect.stringContaining('Team manager')]);
    await waitFor(() => expect(screen.getByTestId('admin-employer-recent-applications')).toHaveTextContent('4'));
    expect(screen.getByText('Applications, all time').parentElement).toHaveTextContent('11');
    expect(screen.getByText('Credits').parentElement).toHaveTextContent('5 standard, 1 premium');

    await waitFor(() => expect(screen.getAllByTestId('admin-employer-job')).toHaveLength(2));
    const jobsCall = sentRequests.find((request) => pathOf(request) === API.adminAllJobs)!;
    expect(query(jobsCall).get('employer_id')).toBe('7');
    await user.selectOptions(screen.getByTestId('admin-employer-jobs-state'), 'closed');
    await waitFor(() => expect(screen.getAllByTestId('admin-employer-job')).toHaveLength(1));
    expect(screen.getByTestId('admin-employer-job')).toHaveTextContent('Closed');

    const payments = screen.getByRole('table', { name: 'Payments (latest 20)' });
    expect(await within(payments).findByText('FJ-2026-000009')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "All of the owner's transactions" })).toHaveAttribute('href', '/admin/transactions/?user_id=41');
    expect(within(screen.getByRole('table', { name: 'Credits ledger (latest 20)' })).getByText('+5')).toBeInTheDocument();
  });

  it('says the organisation does not exist when the API answers 404', async () => {
    answerWith(() => ({ status: 404, body: { success: false, statusCode: 404, message: 'Organisation not found' } }));
    renderApp('/admin/employers/999', { token: makeToken({ roles: ['administrator'] }) });
    expect(await screen.findByTestId('admin-employer-missing')).toHaveTextContent('There is no organisation with this number');
  });

  it('refuses a data scout without asking the API', async () => {
    answerWith(() => ({ status: 200, body: { success: true, data: employer } }));
    renderApp('/admin/employers/7', { token: makeToken({ roles: ['datascout'] }) });
    expect(await screen.findByTestId('admin-forbidden')).toBeInTheDocument();
    expect(sentRequests.filter((request) => pathOf(request).startsWith('/admin-api/employers'))).toHaveLength(0);
  });
});
