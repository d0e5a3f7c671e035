import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { HomeBelowFold } from './HomeBelowFold';

/** The API answers nothing until `release()` (then 404 to everything, so every list settles empty). */
function holdAnswers() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  apiClient.defaults.adapter = async (config) => {
    await released;
    return { data: { success: false, message: 'Not found' }, status: 404, statusText: '404', headers: {}, config };
  };
  return release;
}

describe('HomeBelowFold', () => {
  it('keeps its space and shows the sections together once their lists have answered', async () => {
    const release = holdAnswers();
    const { container } = renderWithProviders(<HomeBelowFold logos={[]} />);
    expect(await screen.findByRole('heading', { name: 'Latest jobs', hidden: true })).not.toBeVisible();
    expect(container.querySelector('.home-below-fold__reserve')).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Latest jobs' })).toBeVisible());
    expect(screen.getByRole('heading', { name: 'More jobs' })).toBeVisible();
    expect(container.querySelector('.home-below-fold__reserve')).not.toBeInTheDocument();
  });
});
