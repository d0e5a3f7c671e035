import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { API } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { detail } from '../test/fixtures';
import { CertificatePage } from './CertificatePage';
import { CoursePage } from './CoursePage';

const SLOW_MACHINE_MS = 30_000;
const price = { productId: 42, productSlug: 'scouting-reports-course', currency: 'GBP', listPriceMinor: 4000, yourPriceMinor: 3000 };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string, token: string | undefined = makeToken({ roles: ['candidate'] })) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/coaching/course/:slug" element={<CoursePage />} />
        <Route path="/coaching/certificates/:code" element={<CertificatePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { token, path },
  );

const posted = (path: string) => sentRequests.filter((config) => config.method === 'post' && pathOf(config) === path).map((config) => JSON.parse(String(config.data)));

describe('course page', { timeout: SLOW_MACHINE_MS }, () => {
  it('enrolls in a free course and opens its first lesson', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === '/coaching/courses/scouting-reports') return { status: 200, body: { success: true, data: detail() } };
      if (pathOf(config) === '/coaching/courses/scouting-reports/enroll') return { status: 201, body: { success: true, data: { id: 3 } } };
      return { status: 404 };
    });
    renderAt('/coaching/course/scouting-reports');
    expect(await screen.findByTestId('coaching-outline')).toHaveTextContent('What to watch');
    expect(screen.getByText('Free preview')).toBeInTheDocument();
    await user.click(screen.getByTestId('coaching-enroll'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/coaching/learn/scouting-reports/11'));
    expect(posted('/coaching/courses/scouting-reports/enroll')).toHaveLength(1);
  });

  it('puts a paid course\'s product in the basket and goes to the cart, showing the member price', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === '/coaching/courses/scouting-reports') return { status: 200, body: { success: true, data: detail({ price }) } };
      if (pathOf(config) === API.cartDetail) return { status: 200, body: { success: true, data: { item_count: 0, items: [] } } };
      if (pathOf(config) === API.cartItems) return { status: 200, body: { success: true, data: { items: [], count: 1 } } };
      return { status: 404 };
    });
    renderAt('/coaching/course/scouting-reports');
    const shown = await screen.findByTestId('coaching-price');
    expect(shown).toHaveTextContent('£40.00');
    expect(shown).toHaveTextContent('£30.00');
    expect(shown).toHaveTextContent('Member price');
    await user.click(screen.getByRole('button', { name: 'Buy the course' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cart'));
    expect(posted(API.cartItems)).toEqual([{ productId: 42, quantity: 1 }]);
    expect(posted('/coaching/courses/scouting-reports/enroll')).toHaveLength(0);
  });

  it('does not add a course already in the basket a second time', async () => {
    const user = userEvent.setup({ delay: null });
    const line = { productId: 42, slug: 'scouting-reports-course', title: 'Writing scouting reports', img: '', unitPriceMinor: 3000, quantity: 1 };
    answerWith((config) => {
      if (pathOf(config) === '/coaching/courses/scouting-reports') return { status: 200, body: { success: true, data: detail({ price }) } };
      if (pathOf(config) === API.cartDetail) return { status: 200, body: { success: true, data: { item_count: 1, items: [line] } } };
      return { status: 404 };
    });
    renderAt('/coaching/course/scouting-reports');
    await user.click(await screen.findByRole('button', { name: 'Buy the course' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cart'));
    expect(posted(API.cartItems)).toHaveLength(0);
  });

  it('lets an enrolled learner write a review, with the rules checked first', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith((config) => {
      if (pathOf(config) === '/coaching/courses/scouting-reports') return { status: 200, body: { success: true, data: detail({ canReview: true, enrollment: { id: 3, progressPercent: 50 }, nextLessonId: 12 }) } };
      if (pathOf(config) === '/coaching/courses/scouting-reports/reviews') return { status: 201, body: { success: true, data: { id: 1 } } };
      return { status: 404 };
    });
    renderAt('/coaching/course/scouting-reports');
    expect(await screen.findByTestId('coaching-continue')).toHaveAttribute('href', '/coaching/learn/scouting-reports/12');
    await user.click(screen.getByTestId('coaching-review-submit'));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Write a few words about the course.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Your rating *'), '4');
    await user.type(screen.getByLabelText('Your review *'), 'Clear and practical.');
    await user.click(screen.getByTestId('coaching-review-submit'));
    await waitFor(() => expect(posted('/coaching/courses/scouting-reports/reviews')).toEqual([{ rating: 4, body: 'Clear and practical.' }]));
  });

  it('a forged certificate code shows "not found" and nothing about anyone', async () => {
    answerWith(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    renderAt('/coaching/certificates/FORGEDCODE', undefined);
    expect(await screen.findByText('Certificate not found')).toBeInTheDocument();
    expect(screen.queryByTestId('coaching-certificate-name')).toBeNull();
  });
});
