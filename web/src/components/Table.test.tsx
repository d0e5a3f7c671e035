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
});
