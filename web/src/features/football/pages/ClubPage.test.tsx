import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { API, competitionHref } from '@fj/shared';
import { answerWith, pathOf } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ClubPage } from './ClubPage';

const club = {
  id: 1, name: 'Northbridge Athletic FC', shortName: 'Northbridge', slug: 'northbridge-athletic-fc', country: 'gb-eng', logo: null, founded: 1890,
  ground: 'Mill Lane', colours: { primary: '#b91c1c', secondary: '#ffffff' }, season: '2025-26', seasons: ['2025-26'],
  squad: [
    { group: 'GK', players: [{ id: 7, slug: 'gus-keeper', name: 'Gus Keeper', position: 'Goalkeeper', positionCode: 'GK', nationality: 'gb-eng', age: 30, clubName: 'Northbridge Athletic FC', clubLink: '', playerThumb: '/football-portrait/7.svg', shirtNumber: 1, published: true }] },
    { group: 'FWD', players: [{ id: 9, slug: 'stan-striker', name: 'Stan Striker', position: 'Forward', positionCode: 'CF', nationality: 'gb-eng', age: 24, clubName: 'Northbridge Athletic FC', clubLink: '', playerThumb: '/football-portrait/9.svg', shirtNumber: 9, published: true }] },
  ],
  staff: [], results: [], fixtures: [], competitions: [{ name: 'Premier Division', slug: 'premier-division', season: '2025/26' }],
};
const tableRow = (position: number, id: number, name: string, slug: string) => ({
  position, club: { id, name, slug, logo: null }, played: 10, won: 5, drawn: 2, lost: 3, goalsFor: 15, goalsAgainst: 10, goalDifference: 5, adjustment: 0, points: 17,
});
const table = {
  competition: { id: 1, name: 'Premier Division', slug: 'premier-division', country: 'gb-eng', kind: 'league', zones: [] }, season: '2025/26', seasons: ['2025/26'],
  table: [tableRow(1, 2, 'Lindenholm Albion', 'lindenholm-albion'), tableRow(2, 1, club.name, club.slug)], adjustments: [], rounds: [],
};

describe('ClubPage (club, squad and league tables)', () => {
  it("shows each of the club's competition tables under a heading linking to the competition, the club highlighted", async () => {
    answerWith((config) => {
      const data = ({ [API.club]: club, [API.competitionTable]: table } as Record<string, unknown>)[pathOf(config)];
      return data ? { status: 200, body: { success: true, data } } : { status: 404 };
    });
    renderWithProviders(<Routes><Route path="/club/:slug" element={<ClubPage />} /></Routes>, { path: `/club/${club.slug}` });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Premier Division 2025/26' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', competitionHref('premier-division', '2025/26'));
    const section = heading.closest('section')!;
    expect(await within(section).findAllByTestId('table-row')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: /Northbridge Athletic FC/ })).toHaveClass('table-club--highlight');
    expect(within(section).getByRole('link', { name: /Lindenholm Albion/ })).not.toHaveClass('table-club--highlight');
  });

  it('groups the squad by line with shirt numbers, under the club in its colours', async () => {
    answerWith((config) => {
      const data = ({ [API.club]: club, [API.competitionTable]: table } as Record<string, unknown>)[pathOf(config)];
      return data ? { status: 200, body: { success: true, data } } : { status: 404 };
    });
    renderWithProviders(<Routes><Route path="/club/:slug" element={<ClubPage />} /></Routes>, { path: `/club/${club.slug}` });
    const lines = await screen.findAllByTestId('squad-line');
    expect(lines.map((line) => within(line).getByRole('heading').textContent)).toEqual(['Goalkeepers', 'Forwards']);
    expect(within(lines[1]!).getByText('No. 9')).toBeInTheDocument();
    expect(screen.getByTestId('club-hero')).toHaveStyle({ '--club-primary': '#b91c1c' });
    expect(screen.getByRole('img', { name: 'Northbridge Athletic FC crest' })).toBeInTheDocument();
  });

  it('says an unknown club is not found', async () => {
    answerWith(() => ({ status: 404 }));
    renderWithProviders(<Routes><Route path="/club/:slug" element={<ClubPage />} /></Routes>, { path: '/club/nowhere' });
    expect(await screen.findByTestId('club-not-found')).toHaveTextContent('Club not found');
  });
});
