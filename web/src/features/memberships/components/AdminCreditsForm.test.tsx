import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { makeToken } from '../../../test/tokens';
import { ok } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { AdminCreditsForm } from './AdminCreditsForm';

const lookups = () => sentRequests.filter((config) => pathOf(config) === API.candidateLookup);
const updates = () => sentRequests.filter((config) => pathOf(config) === API.updateCredits);

describe('admin add-credits form', { timeout: 30_000 }, () => {
  it('requires an account, searches after 4 characters, prefills the balances and sets new ones', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: { status: number; body?: unknown } = ok({ id: 31, standard_credits: 12, premium_credits: 3 }, { message: 'Credits updated successfully' });
    answerWith((config) => {
      if (pathOf(config) === API.candidateLookup) {
        return ok([{ id: 31, label: 'Jamie Vardy (jamie@example.com)', email: 'jamie@example.com', standard_credits: 5, premium_credits: 2 }]);
      }
      if (pathOf(config) === API.updateCredits) return answer;
      return { status: 404 };
    });
    renderScreen(<AdminCreditsForm />, { token: makeToken({ roles: ['administrator'] }), path: '/admin/dashboard/' });
    expect(screen.getByRole('heading', { name: 'Add credits' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update credits' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(updates()).toHaveLength(0);

    const account = screen.getByLabelText('Account *');
    await user.type(account, 'jam');
    expect(await screen.findByText('Type at least 4 characters')).toBeInTheDocument();
    expect(lookups()).toHaveLength(0);
    await user.type(account, 'i');
    await user.click(await screen.findByText('Jamie Vardy (jamie@example.com)'));
    expect(new URLSearchParams(lookups()[0].url!.split('?')[1]).get('input')).toBe('jami');
    expect(screen.getByLabelText('Standard credits *')).toHaveValue('5');
    expect(screen.getByLabelText('Premium credits *')).toHaveValue('2');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());

    await user.clear(screen.getByLabelText('Standard credits *'));
    await user.type(screen.getByLabelText('Standard credits *'), '12');
    await user.clear(screen.getByLabelText('Premium credits *'));
    await user.type(screen.getByLabelText('Premium credits *'), '3');
    await user.click(screen.getByRole('button', { name: 'Update credits' }));
    expect(await screen.findByText('Credits updated successfully')).toBeInTheDocument();
    expect(updates()).toHaveLength(1);
    expect(JSON.parse(updates()[0].data as string)).toEqual({ id: 31, standardCredits: 12, premiumCredits: 3 });

    answer = { status: 500, body: { success: false, statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } };
    await user.click(screen.getByRole('button', { name: 'Update credits' }));
    expect(await screen.findByText('Some error occured, pls try again')).toBeInTheDocument();
    await waitFor(() => expect(updates()).toHaveLength(2));
  });

  it('refuses amounts that are not whole numbers before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) =>
      pathOf(config) === API.candidateLookup
        ? ok([{ id: 8, label: 'Club Owner (owner@example.com)', email: 'owner@example.com', standard_credits: 0, premium_credits: 0 }])
        : { status: 404 },
    );
    renderScreen(<AdminCreditsForm />, { token: makeToken({ roles: ['administrator'] }) });
    await user.type(screen.getByLabelText('Account *'), 'owner');
    await user.click(await screen.findByText('Club Owner (owner@example.com)'));
    await user.clear(screen.getByLabelText('Standard credits *'));
    await user.type(screen.getByLabelText('Standard credits *'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Update credits' }));
    expect(await screen.findByText('Please enter a whole number from 0 to 100000.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });
});
