import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSeason } from './use-season';

describe('useSeason (§4: the dropdown remembers the previous season)', () => {
  it('starts on the given season and remembers the one before each change', () => {
    const { result } = renderHook(() => useSeason('2026-27'));
    expect(result.current).toMatchObject({ season: '2026-27', previousSeason: undefined });
    act(() => result.current.setSeason('2025-26'));
    expect(result.current).toMatchObject({ season: '2025-26', previousSeason: '2026-27' });
    act(() => result.current.setSeason('2024-25'));
    expect(result.current).toMatchObject({ season: '2024-25', previousSeason: '2025-26' });
    act(() => result.current.setSeason('2024-25'));
    expect(result.current.previousSeason).toBe('2025-26');
  });
});
