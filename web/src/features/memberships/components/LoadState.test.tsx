import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutFeedback } from './CheckoutFeedback';
import { LoadState } from './LoadState';

describe('LoadState', () => {
  it("says 'Loading...' while pending and nothing once loaded", () => {
    const { rerender, container } = render(<LoadState pending failed={false} errorMessage="Plans could not be loaded." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<LoadState pending={false} failed={false} errorMessage="Plans could not be loaded." />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the error, with Try again only when there is a way to retry', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<LoadState pending={false} failed errorMessage="Plans could not be loaded." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Plans could not be loaded.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const retry = vi.fn();
    rerender(<LoadState pending={false} failed errorMessage="Plans could not be loaded." onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('CheckoutFeedback', () => {
  it("shows why the checkout was refused, or 'Redirecting' once it started", () => {
    const refusal = { isAxiosError: true, response: { status: 409, data: { message: 'You already have this plan.' } } };
    const { rerender, container } = render(<CheckoutFeedback checkout={{ isError: false, isSuccess: false, error: null }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CheckoutFeedback checkout={{ isError: true, isSuccess: false, error: refusal }} />);
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('You already have this plan.');
    rerender(<CheckoutFeedback checkout={{ isError: false, isSuccess: true, error: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the secure payment page…');
  });
});
