import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { API, type CoachingEnrollmentDto } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { coach } from '../test/fixtures';
import { EnrollmentsPage } from './EnrollmentsPage';

const SLOW_MACHINE_MS = 30_000;

const enrollment = (overrides: Partial<CoachingEnrollmentDto>): CoachingEnrollmentDto => ({
  id: 1,
  course: { id: 1, slug: 'scouting-reports', title: 'Writing scouting reports', coverImage: '', coach },
  enrolled: '2026-11-01T10:00:00Z',
  source: 'free',
  progressPercent: 50,
  completedLessons: 2,
  totalLessons: 4,
  completed: false,
  continueLessonId: 13,
  certificate: null,
  threadId: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderPage = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/coaching/enrollments/" element={<EnrollmentsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { token: makeToken({ roles: ['candidate'] }), path: '/coaching/enrollments/' },
  );

describe('my courses', { timeout: SLOW_MACHINE_MS }, () => {
  it('lists unfinished courses first, with where to continue, and the certificate of a finished one', async () => {
    const finished = enrollment({
      id: 2,
      course: { id: 2, slug: 'cv-skills', title: 'CV and interview skills', coverImage: '', coach },
      progressPercent: 100,
      completedLessons: 4,
      completed: true,
      continueLessonId: null,
      certificate: { code: 'ABCDEFGHIJKLMNOPQRSTUVWX', issued: '2026-11-20T10:00:00Z', pdfUrl: '/coaching/enrollments/2/certificate.pdf', verifyUrl: 'https://example.org/coaching/certificates/ABCDEFGHIJKLMNOPQRSTUVWX' },
    });
    answerWith((config) => (pathOf(config) === API.coachingEnrollments ? { status: 200, body: { success: true, data: [finished, enrollment({})] } } : { status: 404 }));
    renderPage();
    const cards = await screen.findAllByTestId('coaching-enrollment');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Writing scouting reports', 'CV and interview skills']);
    expect(within(cards[0]!).getByTestId('coaching-enrollment-continue')).toHaveAttribute('href', '/coaching/learn/scouting-reports/13');
    expect(within(cards[0]!).getByText('2 of 4 lessons done')).toBeInTheDocument();
    expect(within(cards[0]!).queryByTestId('coaching-certificate-download')).toBeNull();
    expect(within(cards[1]!).getByTestId('coaching-certificate-link')).toHaveAttribute('href', '/coaching/certificates/ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(within(cards[1]!).getByTestId('coaching-certificate-download')).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('coaching-enrollment-continue')).toBeNull();
  });

  it('opens the conversation with the coach the first time and goes to it', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === API.coachingEnrollments) return { status: 200, body: { success: true, data: [enrollment({})] } };
      if (pathOf(config) === '/coaching/enrollments/1/thread') return { status: 200, body: { success: true, data: { id: 9 } } };
      return { status: 404 };
    });
    renderPage();
    await user.click(await screen.findByTestId('coaching-message-coach'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/coaching/messages/?thread=9'));
    expect(sentRequests.filter((config) => config.method === 'post' && pathOf(config) === '/coaching/enrollments/1/thread')).toHaveLength(1);
  });

  it('shows the way to the catalogue when there is no course yet', async () => {
    answerWith((config) => (pathOf(config) === API.coachingEnrollments ? { status: 200, body: { success: true, data: [] } } : { status: 404 }));
    renderPage();
    const empty = await screen.findByTestId('coaching-enrollments-empty');
    expect(within(empty).getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/coaching');
  });
});
