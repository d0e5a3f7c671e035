import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CompetitionZone, FormResult, LeagueTableRow } from '@fj/shared';
import { renderWithProviders } from '../../../test/render';
import { LeagueTable } from './LeagueTable';

const form = (results: string): FormResult[] =>
  [...results].map((result, i) => ({ result: result as FormResult['result'], goalsFor: result === 'W' ? 2 : result === 'D' ? 1 : 0, goalsAgainst: result === 'L' ? 3 : 1, opponent: `Opponent ${i + 1}`, home: i % 2 === 0, date: `2026-10-0${i + 1}` }));
const row = (position: number, results = 'WDLWW'): LeagueTableRow => ({
  position, club: { id: position, name: `Club ${position}`, slug: `club-${position}`, logo: `/football-crest/${position}.svg` },
  form: form(results), played: 5, won: 3, drawn: 1, lost: 1, goalsFor: 7, goalsAgainst: 7, goalDifference: 0, adjustment: 0, points: 10,
});
const zones: CompetitionZone[] = [{ from: 1, to: 1, kind: 'champions' }, { from: 2, to: 3, kind: 'continental' }, { from: 6, to: 6, kind: 'relegation' }];

describe('LeagueTable zones, legend and form', () => {
  it('colours each position by its zone, names the zone, and leaves positions outside any zone plain', () => {
    renderWithProviders(<LeagueTable rows={[1, 2, 3, 4, 5, 6].map((p) => row(p))} caption="League table" zones={zones} />);
    const rows = screen.getAllByTestId('table-row');
    const zoneOf = (index: number) => rows[index]!.querySelector('td:first-child [data-zone]');
    expect(zoneOf(0)).toHaveClass('zone-mark', 'zone-mark--champions');
    expect(zoneOf(0)).toHaveTextContent('1 Champions');
    expect(zoneOf(1)).toHaveClass('zone-mark--continental');
    expect(zoneOf(2)).toHaveClass('zone-mark--continental');
    expect(zoneOf(3)).toBeNull();
    expect(zoneOf(4)).toBeNull();
    expect(zoneOf(5)).toHaveClass('zone-mark--relegation');
    expect(zoneOf(5)).toHaveAttribute('title', 'Relegation');
  });

  it('has a legend under the table with each zone’s positions and name, and the form key', () => {
    renderWithProviders(<LeagueTable rows={[row(1)]} caption="League table" zones={zones} />);
    const legend = screen.getByTestId('table-legend');
    expect(within(legend).getAllByTestId('legend-zone').map((item) => item.textContent)).toEqual(['1 · Champions', '2–3 · Continental competition', '6 · Relegation']);
    expect(legend.querySelector('.zone-mark--relegation')).not.toBeNull();
    expect(legend).toHaveTextContent('Won');
    expect(legend).toHaveTextContent('Last five results, oldest first');
  });

  it('shows the last five as W/D/L pills, newest last, each with its full result as text', () => {
    renderWithProviders(<LeagueTable rows={[row(1, 'LDWWL')]} caption="League table" zones={[]} />);
    const pills = within(screen.getByTestId('form')).getAllByRole('listitem');
    expect(pills.map((pill) => pill.getAttribute('data-result'))).toEqual(['L', 'D', 'W', 'W', 'L']);
    expect(pills[0]).toHaveClass('form-pill--L');
    expect(pills[2]).toHaveClass('form-pill--W');
    expect(pills[1]).toHaveClass('form-pill--D');
    expect(pills[0]).toHaveAttribute('title', expect.stringMatching(/^Lost 0–3 v Opponent 1, /));
    expect(pills[1]).toHaveTextContent(/Drawn 1–1 at Opponent 2/);
    // The points stay the last column (sticky on phones), after the form.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['Form', 'Pts']);
  });

  it('a compact table has no form column and no legend, but keeps the zone colours', () => {
    renderWithProviders(<LeagueTable rows={[row(1)]} caption="League table" zones={zones} compact />);
    expect(screen.queryByTestId('table-legend')).toBeNull();
    expect(screen.queryByTestId('form')).toBeNull();
    expect(screen.getByTestId('table-row').querySelector('.zone-mark--champions')).not.toBeNull();
  });
});
