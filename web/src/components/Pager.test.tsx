import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

describe('Pager', () => {
  it('is hidden when everything fits on one page', () => {
    render(<Pager page={1} pageSize={10} total={10} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says where the reader is and moves a page at a time, within bounds', async () => {
    const user = userEvent.setup({ delay: null });
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByTestId('pager-status')).toHaveTextContent(/^Page 1 of 3$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('adds how many there are in all when asked', () => {
    render(<Pager page={2} pageSize={20} total={42} onPage={() => undefined} showTotal />);
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 2 of 3 (42 in all)');
  });
});
