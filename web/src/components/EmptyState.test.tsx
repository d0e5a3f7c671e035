import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is empty and links to the next step, its drawing hidden from screen readers', () => {
    const { container } = render(
      <MemoryRouter>
        <EmptyState illustration="search" title="No applications yet" body="Find a job that fits you." action={{ label: 'Browse jobs', to: '/jobs' }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No applications yetFind a job that fits you.Browse jobs');
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a button when the next step happens on this page, and a heading when asked', async () => {
    const onClick = vi.fn();
    render(<EmptyState illustration="inbox" title="No messages" headingLevel={2} action={{ label: 'Write a message', onClick }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No messages' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Write a message' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
