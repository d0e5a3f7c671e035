import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { TimeZonePanel } from './TimeZonePanel';

describe('time zone panel', { timeout: 30_000 }, () => {
  it('shows the saved zone, saves the one chosen with POST /update-timezone, then reads it as saved', async () => {
    const user = userEvent.setup({ delay: null });
    let saved: string | null = 'Europe/London';
    answerWith((config) => {
      const path = pathOf(config);
      if (path === API.profile) return { status: 200, body: { success: true, data: { timezone: saved } } };
      if (path === API.updateTimezone) {
        saved = (JSON.parse(String(config.data)) as { timezone: string }).timezone;
        return { status: 200, body: { success: true, message: 'Time zone saved', data: { timezone: saved } } };
      }
      return { status: 404 };
    });
    renderWithProviders(<TimeZonePanel />, { token: makeToken() });
    expect(await screen.findByText(/Interview times are shown in .*Europe\/London/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Time zone *'));
    await user.type(screen.getByLabelText('Time zone *'), 'Tokyo');
    await user.click(await screen.findByRole('option', { name: /Asia\/Tokyo \(GMT\+09:00\)/ }));
    await user.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(sentRequests.some((config) => pathOf(config) === API.updateTimezone)).toBe(true));
    expect(JSON.parse(String(sentRequests.find((config) => pathOf(config) === API.updateTimezone)!.data))).toEqual({ timezone: 'Asia/Tokyo' });
    expect(await screen.findByText(/Interview times are shown in .*Asia\/Tokyo/)).toBeInTheDocument();
  });
});
