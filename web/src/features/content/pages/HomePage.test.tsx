import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_API } from '@fj/shared';
import { answerWith, pathOf, resetHttp } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './HomePage';

const FIGURES = { jobsThisMonth: 162, countries: 12, services: 8, members: 238, rolesFilled: 11 };

function figuresBlock() {
  return screen.getByRole('region', { name: /figures|claims|numbers/i });
}

describe('HomePage figures', () => {
  beforeEach(() => resetHttp());

  it('shows the live figures from the database and no marketing claim that could contradict them', async () => {
    answerWith((config) =>
      pathOf(config) === CONTENT_API.homeFigures
        ? { status: 200, body: { success: true, data: { figures: FIGURES, logos: [] } } }
        : { status: 404, body: { success: false, message: 'Not found' } },
    );
    renderWithProviders(<HomePage />);
    const block = within(await screen.findByRole('region', { name: /figures|claims|numbers/i }));
    expect(await block.findByText('162')).toBeInTheDocument();
    expect(block.getByText('jobs posted this month')).toBeInTheDocument();
    expect(block.getByText('238')).toBeInTheDocument();
    expect(block.getByText('accounts on this site')).toBeInTheDocument();
    expect(figuresBlock().textContent).not.toMatch(/500\+|32K\+|jobs a month/);
  });

  it('falls back to the marketing claims alone when the figures cannot be loaded', async () => {
    answerWith(() => ({ status: 500, body: { success: false, message: 'Down' } }));
    renderWithProviders(<HomePage />);
    const block = within(screen.getByRole('region', { name: /figures|claims|numbers/i }));
    expect(await block.findByText('500+')).toBeInTheDocument();
    expect(block.getByText('jobs a month')).toBeInTheDocument();
    expect(figuresBlock().textContent).not.toMatch(/posted this month|accounts on this site/);
  });
});
