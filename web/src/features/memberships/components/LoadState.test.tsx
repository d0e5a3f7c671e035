import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
