import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@fj/shared';
import { answerWith, pathOf } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { Route, Routes } from 'react-router-dom';
import { StaffPage } from './StaffPage';

const staff = {
  id: 1, slug: 'sami-rahman', name: 'Sami Rahman', title: 'UEFA Pro Licence coach', jobTitle: 'Head Coach', age: 44, dob: '1982-03-04',
  based: 'Leeds', clubName: 'Northbridge Athletic FC', clubLogo: null, clubLink: '/club/northbridge-athletic-fc', nationality: 'gb-eng',
  otherNationality: '', placeOfBirth: 'Leeds', gender: 'male', qualification: 'UEFA Pro Licence', playerThumb: null, youtubeLink: '',
  bio: 'Joined in 2024.', status: 'Under contract', world: 'UK-focused', languages: ['English'], software: ['Wyscout'],
  organization: ['UEFA Pro Licence'], softwareExperience: ['Wyscout (4 years)'],
  roleExperience: [{ role: 'Head Coach', percent: 85 }, { role: 'Scout', percent: 140 }],
  references: [], preferredFormation: '4-3-3', playingStyle: 'Possession', pressingStyle: 'High press', coachingStyle: 'Demanding',
  contact: 'Through the club secretary', careerHistory: [{ clubName: 'Lindenholm Albion', clubLogo: null, clubLink: '', job: 'U23 Coach', from: '2015-07-01', to: '2018-06-30' }],
  achievements: [{ id: 4, season: '2023/24', achievement: 'League title' }],
};

describe('StaffPage (§2 staff profile)', () => {
  it('opens on Overview, draws role bars out of 100 and says No data available for empty tables', async () => {
    answerWith((config) => (pathOf(config) === API.staff ? { status: 200, body: { success: true, data: staff } } : { status: 404 }));
    renderWithProviders(<Routes><Route path="/staff/:slug" element={<StaffPage />} /></Routes>, { path: '/staff/sami-rahman' });
    expect(await screen.findByTestId('staff-name')).toHaveTextContent('Sami Rahman');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('career-history-row')).toHaveLength(1);
    const bars = screen.getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['85', '100']);

    await userEvent.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2023/24', 'League title']);
    await userEvent.click(screen.getByRole('tab', { name: 'References' }));
    expect(within(screen.getByRole('tabpanel')).getByText('No data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tactical' }));
    expect(screen.getByTestId('staff-tactical')).toHaveTextContent('4-3-3');
  });
});
