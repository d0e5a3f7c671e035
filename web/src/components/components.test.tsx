import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncSelect, shouldQuery } from './AsyncSelect';
import { FALLBACK_IMAGES, Img } from './Img';
import { Table } from './Table';

describe('AsyncSelect', () => {
  it('asks for options only once 4 characters are typed', async () => {
    const user = userEvent.setup({ delay: null });
    const loadOptions = vi.fn(async (input: string) => [{ value: 1, label: `${input} FC` }]);
    render(<AsyncSelect inputId="club" loadOptions={loadOptions} value={null} onChange={() => undefined} />);
    const input = document.getElementById('club')!;
    await user.type(input, 'Ars');
    expect(loadOptions).not.toHaveBeenCalled();
    expect(await screen.findByText('Type at least 4 characters')).toBeInTheDocument();
    await user.type(input, 'e');
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('Arse'));
    expect(await screen.findByText('Arse FC')).toBeInTheDocument();
    expect(shouldQuery('  abc ')).toBe(false);
  });
});

describe('Table', () => {
  const columns = [{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];
  it("says 'Loading...' while loading and 'No data available' when empty", () => {
    const { rerender } = render(<Table columns={columns} rows={undefined} loading rowKey={(row) => row.name} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={[]} rowKey={(row) => row.name} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    rerender(<Table columns={columns} rows={[{ name: 'Ada' }]} rowKey={(row) => row.name} />);
    expect(screen.getByRole('cell', { name: 'Ada' })).toBeInTheDocument();
  });
});

describe('Img', () => {
  it('falls back to the default image when missing or broken, with explicit size', () => {
    const { rerender } = render(<Img src={null} alt="Club logo" width={80} height={80} fallback="logo" />);
    expect(screen.getByAltText('Club logo')).toHaveAttribute('src', FALLBACK_IMAGES.logo);
    rerender(<Img src="/broken.png" alt="Club logo" width={80} height={80} fallback="profile" />);
    const image = screen.getByAltText('Club logo');
    expect(image).toHaveAttribute('src', '/broken.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGES.profile);
    expect(image).toHaveAttribute('width', '80');
  });
});
