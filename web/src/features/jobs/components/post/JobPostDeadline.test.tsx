import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { EMPTY_JOB_POST } from '../../lib/job-post-values';
import { JobPostForm } from './JobPostForm';

describe('job post form, deadline', () => {
  it('is a date picker whose hint does not ask for typed formats the picker does not take', async () => {
    renderWithProviders(<JobPostForm initialValues={EMPTY_JOB_POST} onSubmit={async () => undefined} submitLabel="Post" />);
    const deadline = await screen.findByLabelText(/deadline/i);
    expect(deadline).toHaveAttribute('type', 'date');
    const field = deadline.closest('.field')!;
    expect(field.textContent).not.toMatch(/YYYY|MM\/DD|DD\/MM/);
    expect(field.textContent).toMatch(/last day/i);
  });
});
