import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { PlayerFilters, type PlayerFilterValues } from './PlayerFilters';

const EMPTY: PlayerFilterValues = { name: '', club_label: '', club_value: '', nationality_label: '', nationality_value: '', position_label: '', position_value: '', age: '' };

describe('player filters', () => {
  it('leaving the name or the age field applies it at once, without waiting for the pause after typing', () => {
    const onChange = vi.fn();
    renderWithProviders(<PlayerFilters values={EMPTY} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('player-search-name'), { target: { value: 'Khan' } });
    fireEvent.change(screen.getByTestId('player-filter-age'), { target: { value: '18-23' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByTestId('player-filter-age'));
    expect(onChange).toHaveBeenCalledWith({ age: '18-23' });
    fireEvent.blur(screen.getByTestId('player-search-name'));
    expect(onChange).toHaveBeenCalledWith({ name: 'Khan' });
  });

  it('leaves an age that is not an age or a range out of the address', () => {
    const onChange = vi.fn();
    renderWithProviders(<PlayerFilters values={EMPTY} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('player-filter-age'), { target: { value: '18-' } });
    fireEvent.blur(screen.getByTestId('player-filter-age'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
