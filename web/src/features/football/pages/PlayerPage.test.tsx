import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API, competitionHref, ROUTES } from '@fj/shared';
import { answerWith, pathOf } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { PlayerPage } from './PlayerPage';

const line = { apps: 10, started: 8, minutes: 900, goals: 3, assists: 2, yellow: 1, red: 0, minutesPerGoal: 300 };
const player = {
  id: 7, slug: 'omar-haddad', name: 'Omar Haddad', fullName: 'Omar Haddad', shortName: 'O. Haddad', clubId: 1, clubName: 'Northbridge Athletic FC',
  clubLogo: null, clubLink: '/club/northbridge-athletic-fc', currentClub: 1, nationalTeam: null, position: 'Forward', mainPosition: 'Forward',
  positionCode: '', otherPositions: [], foot: '', nationality: '', otherNationality: '', flags: [], placeOfBirth: '', countryOfBirth: '',
  dateOfBirth: '', age: 24, gender: 'male', weight: null, height: null, value: null, bio: '', playerThumb: null, youtubeLink: '', status: '',
  standing: '', postTitle: '', postName: '', externalId: '', published: true, youthCareer: [],
  seniorCareer: [{ id: 3, clubName: 'Northbridge Athletic FC', clubLink: '/club/northbridge-athletic-fc', clubLogo: null, from: '2024-07-01', to: '', apps: 10, goals: 3 }],
  nationalTeamCareer: [], achievements: [{ id: 1, season: '2024/25', achievement: 'Golden Boot' }], matchesPlayed: 10, matchesStarted: 8, goals: 3, assists: 2, minutes: 900, seasons: ['2025/26'], season: '2025/26',
  competitions: [], competitionTotal: line, activeCompetitions: [{ name: 'Premier Division', slug: 'premier-division', season: '2025/26' }],
};
const stats = {
  slug: player.slug, season: '2025/26', seasons: ['2025/26'], matchesPlayed: 10, matchesStarted: 8, goals: 3, assists: 2,
  competitions: [{ ...line, competition: 'Premier Division', slug: 'premier-division' }],
  competitionTotal: line,
};
const tableRow = (position: number, id: number, name: string, slug: string) => ({
  position, club: { id, name, slug, logo: null }, played: 10, won: 5, drawn: 2, lost: 3, goalsFor: 15, goalsAgainst: 10, goalDifference: 5, adjustment: 0, points: 17,
});
const table = {
  competition: { id: 1, name: 'Premier Division', slug: 'premier-division', country: 'gb-eng', kind: 'league' }, season: '2025/26', seasons: ['2025/26'],
  table: [tableRow(1, 1, 'Northbridge Athletic FC', 'northbridge-athletic-fc'), tableRow(2, 2, 'Lindenholm Albion', 'lindenholm-albion')], adjustments: [], rounds: [],
};
const byClub = [{ apps: 4, started: 4, minutes: 360, goals: 0, assists: 1, yellow: 2, red: 1, minutesPerGoal: null, season: '2024/25', club: { name: 'Lindenholm Albion', slug: 'lindenholm-albion', link: '/club/lindenholm-albion', logo: null } }];

const rowTexts = (testId: string) => screen.getAllByTestId(testId).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

describe('PlayerPage (§2 player profile)', () => {
  it('shows the season per competition with a total row, the careers, the active competition table, the stats by club and the achievements', async () => {
    answerWith((config) => {
      const answers: Record<string, unknown> = { [API.player]: player, [API.playerStats]: stats, [API.statsByClub]: byClub, [API.competitionMatches]: { season: '2025/26', matches: [] }, [API.competitionTable]: table };
      const data = answers[pathOf(config)];
      return data ? { status: 200, body: { success: true, data } } : { status: 404 };
    });
    renderWithProviders(<Routes><Route path="/player/:slug" element={<PlayerPage />} /></Routes>, { path: '/player/omar-haddad' });

    expect(await screen.findByTestId('player-name')).toHaveTextContent('Omar Haddad');
    await screen.findAllByTestId('competition-stat-row');
    expect(headers(screen.getAllByTestId('competition-stat-row')[0].closest('table')!)).toEqual(['Competition', 'Apps', 'Minutes', 'Goals', 'Assists', 'Yellow cards', 'Red cards', 'Minutes per goal']);
    expect(rowTexts('competition-stat-row')).toEqual([
      ['Premier Division', '10', '900', '3', '2', '1', '0', '300'],
      ['Total', '10', '900', '3', '2', '1', '0', '300'],
    ]);

    const career = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
    expect(within(within(career('Club Career')).getByRole('table')).getByRole('link', { name: 'Northbridge Athletic FC' })).toHaveAttribute('href', '/club/northbridge-athletic-fc');
    for (const title of ['National Career', 'Youth Career']) expect(within(career(title)).getByRole('table')).toBeInTheDocument();
    const activeTable = screen.getByRole('heading', { level: 3, name: 'Premier Division 2025/26' });
    expect(within(activeTable).getByRole('link')).toHaveAttribute('href', competitionHref('premier-division', '2025/26'));
    const tableSection = activeTable.closest('section')!;
    await within(tableSection).findAllByTestId('table-row');
    expect(within(tableSection).getByRole('link', { name: /Northbridge Athletic FC/ })).toHaveClass('table-club--highlight');
    expect(within(tableSection).getByRole('link', { name: /Lindenholm Albion/ })).not.toHaveClass('table-club--highlight');

    await userEvent.click(screen.getByRole('tab', { name: 'Stats By Club' }));
    await screen.findAllByTestId('stats-by-club-row');
    expect(headers(screen.getAllByTestId('stats-by-club-row')[0].closest('table')!)).toEqual(['Season', 'Club', 'Apps', 'Started', 'Minutes', 'Goals', 'Assists', 'Yellow cards', 'Red cards', 'Minutes per goal']);
    expect(rowTexts('stats-by-club-row')).toEqual([['2024/25', 'Lindenholm Albion', '4', '4', '360', '0', '1', '2', '1', '–']]);

    await userEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(rowTexts('achievement-row')).toEqual([['2024/25', 'Golden Boot']]);
  });

  it('says an unknown player is not found and leads back to the football database', async () => {
    answerWith(() => ({ status: 404, body: { success: false, statusCode: 404, error: 'Not Found', message: 'Player not found' } }));
    renderWithProviders(<Routes><Route path="/player/:slug" element={<PlayerPage />} /></Routes>, { path: '/player/nobody' });
    const notFound = await screen.findByTestId('player-not-found');
    expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent('Player not found');
    expect(within(notFound).getByRole('link', { name: 'Player database' })).toHaveAttribute('href', ROUTES.database4football);
  });
});
