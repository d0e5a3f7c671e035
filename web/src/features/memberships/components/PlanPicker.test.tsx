import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderScreen } from '../test/render';
import { CANDIDATE_MEMBERSHIP_TYPES, ok } from '../test/fixtures';
import { PlanPicker, type PlanChoice } from './PlanPicker';

function Harness({ onChoice }: { onChoice: (choice: PlanChoice) => void }) {
  const [value, setValue] = useState<PlanChoice>({ membership: 'FREE', interval: 'month' });
  return (
    <PlanPicker
      audience="candidate"
      value={value}
      current="FREE"
      onChange={(next) => {
        setValue(next);
        onChoice(next);
      }}
    />
  );
}

describe('PlanPicker', { timeout: 30_000 }, () => {
  it('offers each membership at its price for the chosen interval, FREE as free', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => (pathOf(config) === API.membershipTypes ? ok(CANDIDATE_MEMBERSHIP_TYPES) : { status: 404 }));
    const choices: PlanChoice[] = [];
    renderScreen(<Harness onChoice={(choice) => choices.push(choice)} />);

    expect(await screen.findByRole('radio', { name: 'Standard — £2.99 a month' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free — no payment needed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Unlimited — £9.99 a month' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-option-FREE')).toHaveTextContent('Your current plan');
    expect(screen.getByRole('group', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(new URLSearchParams(sentRequests[0].url!.split('?')[1]).get('audience')).toBe('candidate');

    await user.click(screen.getByRole('radio', { name: 'Elite — £5.99 a month' }));
    expect(choices.at(-1)).toEqual({ membership: 'ELITE', interval: 'month' });

    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(choices.at(-1)).toEqual({ membership: 'ELITE', interval: 'year' });
    expect(screen.getByRole('radio', { name: 'Elite — £59.90 a year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard — £29.90 a year' })).not.toBeChecked();
  });

  it('says so when the plans cannot be loaded, and loads them again on request', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    answerWith((config) => {
      if (pathOf(config) !== API.membershipTypes) return { status: 404 };
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false, statusCode: 500, error: 'Internal', message: 'Down' } } : ok(CANDIDATE_MEMBERSHIP_TYPES);
    });
    renderScreen(<Harness onChoice={() => undefined} />);
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Standard — £2.99 a month' })).toBeInTheDocument());
  });
});
