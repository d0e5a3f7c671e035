import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Table } from './Table';

describe('Table row hooks and caption', () => {
  const columns = [{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];

  it('tags every body row with the given test id and can keep the caption for screen readers only', () => {
    render(<Table columns={columns} rows={[{ name: 'Ada' }, { name: 'Bo' }]} rowKey={(row) => row.name} rowTestId="person-row" caption="People" captionHidden />);
    expect(screen.getAllByTestId('person-row').map((row) => row.textContent)).toEqual(['Ada', 'Bo']);
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('People')).toHaveClass('visually-hidden');
  });

  it('shows its caption by default', () => {
    render(<Table columns={columns} rows={[{ name: 'Ada' }]} rowKey={(row) => row.name} caption="People" />);
    expect(screen.getByText('People')).not.toHaveClass('visually-hidden');
  });

  it('shows the empty state it is given instead of "No data available", and not while loading', () => {
    const empty = <p>No users match these filters</p>;
    const { rerender } = render(<Table columns={columns} rows={[]} rowKey={(row) => row.name} empty={empty} />);
    expect(screen.getByRole('cell')).toHaveTextContent('No users match these filters');
    rerender(<Table columns={columns} rows={undefined} loading rowKey={(row) => row.name} empty={empty} />);
    expect(screen.getByRole('cell')).toHaveTextContent('Loading');
  });
});
