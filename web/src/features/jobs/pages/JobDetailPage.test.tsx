import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf } from '../../../test/http';
import { renderApp, renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import type { JobDetail } from '../api/types';
import { InterestedPanel } from '../components/InterestedPanel';
import { jobDetail } from '../test/job-fixtures';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

function answerJob(job: JobDetail) {
  answerWith((config) => {
    if (pathOf(config) === API.jobDetailBySlug) return { status: 200, body: { success: true, data: job } };
    if (pathOf(config) === API.relatedJobs) return { status: 200, body: { success: true, data: [], total: 0 } };
    // A signed-in candidate's page asks which jobs they applied to: none here.
    if (pathOf(config) === API.myAppliedJobs) return { status: 200, body: { success: true, data: [] } };
    return { status: 404 };
  });
}

const premiumJob = (access: boolean) => jobDetail({ job_class: 'Premium', access, title: 'Head of Recruitment' });

describe('job detail: premium access (§4)', { timeout: 60_000 }, () => {
  it('a visitor on a Premium job gets the join-network modal and disabled apply and alert buttons', async () => {
    answerJob(premiumJob(false));
    renderApp('/job/academy-coach-11');
    const modal = await screen.findByTestId('join-network-modal');
    expect(within(modal).getByRole('link', { name: 'Join Our Network' })).toHaveAttribute('href', '/signup');
    expect(within(modal).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login/');
    expect(screen.getByTestId('apply-button')).toBeDisabled();
    expect(screen.getByTestId('job-alert-button')).toBeDisabled();
  });

  it('a member whose access flag is false gets the same', async () => {
    answerJob(premiumJob(false));
    renderApp('/job-detail/academy-coach-11', { token: makeToken({ roles: ['candidate'] }) });
    expect(await screen.findByTestId('join-network-modal')).toBeInTheDocument();
    expect(screen.getByTestId('apply-button')).toBeDisabled();
    expect(screen.getByTestId('job-alert-button')).toBeDisabled();
  });

  it('a member with access, or anyone on a free job, can use both buttons and sees no modal', async () => {
    answerJob(premiumJob(true));
    const { unmount } = renderApp('/job/academy-coach-11', { token: makeToken({ roles: ['candidate'] }) });
    // The button holds its place (disabled) until the candidate's applied marks are in.
    await waitFor(() => expect(screen.getByTestId('apply-button')).toBeEnabled());
    expect(screen.getByTestId('job-alert-button')).toBeEnabled();
    expect(screen.queryByTestId('join-network-modal')).toBeNull();
    unmount();

    answerJob(jobDetail());
    renderApp('/job/academy-coach-11');
    await waitFor(() => expect(screen.getByTestId('apply-button')).toBeEnabled());
    expect(screen.queryByTestId('join-network-modal')).toBeNull();
  });
});

describe('job detail: job alert button', { timeout: 60_000 }, () => {
  it("opens the alert form prefilled with the job's category", async () => {
    const user = userEvent.setup({ delay: null });
    answerJob(jobDetail({ catIds: ['media'], categories: ['Media'] }));
    renderApp('/job/academy-coach-11', { token: makeToken({ roles: ['candidate'] }) });
    await user.click(await screen.findByTestId('job-alert-button'));
    const form = await screen.findByTestId('job-alert-form', {}, { timeout: 15_000 });
    expect(within(form).getByLabelText('Category *')).toHaveValue('media');
  });

  it('an employer account is told applying is for candidates (the candidate calls would refuse it)', async () => {
    answerJob(jobDetail());
    renderApp('/job/academy-coach-11', { token: makeToken({ roles: ['employer'] }) });
    expect(await screen.findByTestId('candidates-only')).toBeInTheDocument();
    expect(screen.queryByTestId('apply-button')).toBeNull();
  });
});

describe('job detail: content', { timeout: 60_000 }, () => {
  it('shows the §2 elements, one summary of facts and a JobPosting JSON-LD for an active job', async () => {
    answerJob(jobDetail());
    renderApp('/job/academy-coach-11');
    expect(await screen.findByTestId('job-title')).toHaveTextContent('Academy Coach');
    expect(screen.getByTestId('employer-link')).toHaveAttribute('href', '/profile/riverside-fc');
    expect(screen.getByTestId('employer-openings')).toHaveTextContent('3');
    // One summary of the job: the facts at the top (no details table repeating them under the description).
    expect(screen.queryByTestId('job-details-table')).toBeNull();
    const facts = screen.getByTestId('job-facts');
    for (const label of ['Job type', 'Offered salary', 'Shift']) {
      expect(within(facts).getByText(label)).toBeInTheDocument();
    }
    expect(within(facts).getByText('Pound 30,000 (Yearly)')).toBeInTheDocument();
    expect(screen.getByText('Closing date')).toBeInTheDocument();
    expect(screen.getByText('under-12s').tagName).toBe('STRONG'); // the server-sanitized description is rendered as HTML
    const ld = JSON.parse(screen.getByTestId('job-posting-ld').innerHTML);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Academy Coach',
      validThrough: '2026-02-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Riverside FC' },
      baseSalary: { currency: 'GBP', value: { value: 30000, unitText: 'YEAR' } },
    });
    expect(ld.jobLocation[0].address).toMatchObject({ addressLocality: 'Manchester', addressCountry: 'GB' });
    const share = screen.getByTestId('share-links');
    expect(share.querySelector('[data-network="linkedin"]')!.getAttribute('href')).toContain(encodeURIComponent(window.location.href));
  });

  it('a closed job has no closing date, no days left and no JSON-LD', async () => {
    answerJob(jobDetail({ postStatus: 'closed', is_active: false, closing_date: null }));
    renderApp('/job/academy-coach-11');
    await screen.findByTestId('job-title');
    expect(screen.queryByText('Closing date')).toBeNull();
    expect(screen.queryByTestId('days-left')).toBeNull();
    expect(screen.queryByTestId('job-posting-ld')).toBeNull();
  });
});

describe("'Interested in this job?' days left (§9)", { timeout: 60_000 }, () => {
  const today = new Date('2026-01-20T15:00:00Z');
  it('counts whole days to the end date', () => {
    renderWithProviders(<InterestedPanel job={jobDetail({ closing_date: '2026-01-25', postEndDate: '2026-01-25' })} today={today} />);
    expect(screen.getByTestId('days-left')).toHaveTextContent('Days left to apply: 5');
  });

  it('says 0 on the last day and never goes below 0', () => {
    const { unmount } = renderWithProviders(<InterestedPanel job={jobDetail({ closing_date: '2026-01-20' })} today={today} />);
    expect(screen.getByTestId('days-left')).toHaveTextContent('Days left to apply: 0');
    unmount();
    renderWithProviders(<InterestedPanel job={jobDetail({ closing_date: '2026-01-02', postEndDate: '2026-01-02' })} today={today} />);
    expect(screen.getByTestId('days-left')).toHaveTextContent('Days left to apply: 0');
  });
});

