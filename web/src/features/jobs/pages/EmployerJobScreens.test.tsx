import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { listingItem } from '../test/job-fixtures';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

const employerToken = () => makeToken({ roles: ['employer'], displayName: 'Erin Employer' });

/** The employer's job 9 as the edit form loads it: no salary yet. */
const kitManagerJob = () => ({
  ID: 9, slug: 'kit-manager-9', status: 'publish', employer_id: 4, employerName: 'Riverside FC',
  job_title: 'Kit Manager', job_cat: ['groundskeeping-operations'], job_description: '<p>Kit.</p>',
  job_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), job_salary_type: '', job_salary: null, job_posts: 1, job_type: 'part-time',
  job_currency: '', job_experience: '', job_qualifications: [], must_have_qualification: '', job_shift: '',
  job_skills: [], receiveApplicants: 'site', job_external_url: '', job_external_email: '', class: 'free',
  workMode: '', jobLocation: [{ country: 'gb', city: 'York' }], reference: '', isSendRejection: false,
  rejection_email_subject: '', rejection_email_content: '', screening_questions: [],
});

describe('/employer/submit-a-job', { timeout: 60_000 }, () => {
  it('shows the shared schema errors under the touched fields and sends nothing while they stand', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/employer/submit-a-job', { token: employerToken() });
    await screen.findByTestId('job-post-form', {}, { timeout: 15_000 }); // the form's chunk is the largest of the area
    expect(screen.getByText('Job title *')).toBeInTheDocument();
    expect(screen.getByText('Free — uses 1 standard credit')).toBeInTheDocument();
    expect(screen.getByText('Premium — uses 1 premium credit')).toBeInTheDocument();
    await user.click(screen.getByTestId('job-post-submit'));
    await waitFor(() => expect(document.querySelector('#field-job_title-error')).toHaveTextContent('This field is required.'));
    expect(screen.getByText('Please choose at least one category.')).toBeInTheDocument();
    expect(sentRequests.filter((config) => pathOf(config) === API.submitJob)).toHaveLength(0);

    await user.type(screen.getByLabelText('Salary'), '-5');
    await user.tab();
    expect(await screen.findByText('Please enter a salary of 0 or more.')).toBeInTheDocument();
  });

  it('loads a job for editing and shows the api field errors under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === API.jobDetail) {
        return { status: 200, body: { success: true, data: kitManagerJob() } };
      }
      if (pathOf(config) === API.submitJob) {
        return { status: 422, body: { success: false, statusCode: 422, error: 'Unprocessable Entity', message: 'Please correct the highlighted fields', errors: { job_title: 'That title is already used by one of your live jobs.' } } };
      }
      return { status: 404 };
    });
    renderApp('/employer/submit-a-job/9', { token: employerToken() });
    expect(await screen.findByDisplayValue('Kit Manager', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('York')).toBeInTheDocument();
    await user.click(screen.getByTestId('job-post-submit'));
    expect(await screen.findByText('That title is already used by one of your live jobs.', { selector: '.field__error' })).toBeInTheDocument();
    const sent = JSON.parse(sentRequests.find((config) => pathOf(config) === API.submitJob)!.data as string);
    expect(sent).toMatchObject({ jobId: 9, job_title: 'Kit Manager', job_cat: ['groundskeeping-operations'], job_posts: 1, status: 'publish' });
    expect(sent).not.toHaveProperty('job_salary'); // an empty salary is left out
  });

  it('sends a typed salary: the number input holds a number, and the body carries it with its currency', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === API.jobDetail) {
        return { status: 200, body: { success: true, data: kitManagerJob() } };
      }
      if (pathOf(config) === API.submitJob) return { status: 200, body: { success: true, data: { ID: 9, slug: 'kit-manager-9' } } };
      return { status: 404 };
    });
    renderApp('/employer/submit-a-job/9', { token: employerToken() });
    expect(await screen.findByDisplayValue('Kit Manager', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Salary'), '42000.5');
    await user.clear(screen.getByLabelText('Vacancies'));
    await user.type(screen.getByLabelText('Vacancies'), '3');
    await user.selectOptions(screen.getByLabelText('Currency'), 'pound');
    await user.click(screen.getByTestId('job-post-submit'));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.submitJob)).toBe(true));
    const sent = JSON.parse(sentRequests.find((config) => pathOf(config) === API.submitJob)!.data as string);
    expect(sent).toMatchObject({ jobId: 9, job_salary: 42000.5, job_currency: 'pound', job_posts: 3 });
    expect(screen.queryByText('Some error occured, pls try again')).not.toBeInTheDocument();
  });
});

describe('/employer/jobs/{status}', { timeout: 60_000 }, () => {
  it('lists Live Jobs and closes one through update-job-post-status', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === API.jobs) return { status: 200, body: { success: true, data: [listingItem({ postStatus: 'publish' })], total: 1 } };
      if (pathOf(config) === API.updateJobPostStatus) return { status: 200, body: { success: true, message: 'Updated', data: {} } };
      return { status: 404 };
    });
    renderApp('/employer/jobs/active', { token: employerToken() });
    const table = await screen.findByTestId('jobs-table-active');
    expect(within(table).getByRole('heading', { name: 'Live Jobs' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Academy Coach' })).toHaveAttribute('href', '/job/academy-coach-11');
    expect(new URL(sentRequests.find((config) => pathOf(config) === API.jobs)!.url!, 'http://api').searchParams.get('status')).toBe('active');
    await user.click(within(table).getByTestId('job-status-closed'));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.updateJobPostStatus)).toBe(true));
    const query = new URL(sentRequests.find((config) => pathOf(config) === API.updateJobPostStatus)!.url!, 'http://api').searchParams;
    expect([query.get('jobId'), query.get('status')]).toEqual(['11', 'closed']);
  });
});
