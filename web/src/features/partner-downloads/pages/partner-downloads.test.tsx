import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, ROUTES } from '@fj/shared';
import { answerWith, pathOf, sentRequests, type FakeAnswer } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import * as saving from '../../../lib/save-blob';
import { AdminCommunityPage } from './AdminCommunityPage';
import { AdminPartnerDownloadsPage } from './AdminPartnerDownloadsPage';
import { CandidateCommunityPage } from './CandidateCommunityPage';
import { CandidatePartnerDownloadsPage } from './CandidatePartnerDownloadsPage';

const SLOW_MACHINE_MS = 30_000;

const item = (id: number, overrides: Record<string, unknown>) => ({
  id, title: `Resource ${id}`, partner: 'Northfield Lab', description: 'Useful.', category: 'guides', minimumTier: 'STANDARD', mime: 'application/pdf', size: 2048,
  fileName: `Resource ${id}.pdf`, updatedAt: '2026-11-20T09:00:00Z', locked: false, fileUrl: `/partner-downloads/${id}/file`, lastDownloadedAt: null, ...overrides,
});

function answer(routes: Record<string, FakeAnswer>) {
  answerWith((config) => routes[pathOf(config)] ?? { status: 404, body: { success: false, message: 'Not found' } });
}

describe('partner downloads (members)', { timeout: SLOW_MACHINE_MS }, () => {
  it('groups cards by category; a locked one names its tier and links to the upgrade; an open one downloads', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = vi.spyOn(saving, 'saveBlob').mockImplementation(() => undefined);
    answer({
      [API.partnerDownloads]: { status: 200, body: { success: true, membership: 'STANDARD', data: [item(1, {}), item(2, { category: 'reports', minimumTier: 'ELITE', locked: true })] } },
      '/partner-downloads/1/file': { status: 200, body: new Blob(['%PDF-1.4']) },
    });
    renderWithProviders(<CandidatePartnerDownloadsPage />, { token: makeToken() });
    expect(await screen.findByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    const [open, locked] = screen.getAllByTestId('partner-download-card');
    expect(within(locked).getByText('Comes with Elite membership')).toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', ROUTES.candidateUpgrade);
    expect(within(locked).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('partner-downloads-upgrade')).not.toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'Resource 1.pdf'));
    expect(sentRequests.some((config) => pathOf(config) === '/partner-downloads/1/file')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.queryByRole('heading', { name: 'Guides' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-pressed', 'true');
    saved.mockRestore();
  });

  it('a Free member sees what the perk is and the upgrade link above the locked cards', async () => {
    answer({ [API.partnerDownloads]: { status: 200, body: { success: true, membership: 'FREE', data: [item(1, { locked: true })] } } });
    renderWithProviders(<CandidatePartnerDownloadsPage />, { token: makeToken() });
    const panel = await screen.findByTestId('partner-downloads-upgrade');
    expect(within(panel).getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute('href', ROUTES.candidateUpgrade);
  });
});

describe('partner downloads (administrators)', { timeout: SLOW_MACHINE_MS }, () => {
  it('lists counts and refuses an upload with missing fields before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    answer({
      [API.adminPartnerDownloads]: { status: 200, body: { success: true, data: [{ ...item(3, {}), published: false, createdAt: '2026-11-20T09:00:00Z', uploadedBy: 'Admin', downloads: { total: 7, members: 4 }, lastDownloadedAt: null }] } },
    });
    renderWithProviders(<AdminPartnerDownloadsPage />, { token: makeToken({ roles: ['administrator'] }) });
    const row = await screen.findByTestId('partner-download-row');
    expect(within(row).getByTestId('partner-download-total')).toHaveTextContent('7');
    expect(within(row).getByTestId('partner-download-members')).toHaveTextContent('4');
    expect(within(row).getByRole('button', { name: 'Publish Resource 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload resource' }));
    expect(await screen.findByText('Please choose a file.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(sentRequests.some((config) => config.method === 'post')).toBe(false);
  });
});

describe('WhatsApp community', { timeout: SLOW_MACHINE_MS }, () => {
  it('below Unlimited: what it is and the upgrade link, and the link is never asked for', async () => {
    answer({ [API.profile]: { status: 200, body: { success: true, data: { ID: 9, membership: 'ELITE' } } } });
    renderWithProviders(<CandidateCommunityPage />, { token: makeToken() });
    const panel = await screen.findByTestId('community-upgrade');
    expect(within(panel).getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute('href', ROUTES.candidateUpgrade);
    expect(screen.queryByRole('button', { name: 'Join the WhatsApp community' })).not.toBeInTheDocument();
    expect(sentRequests.some((config) => pathOf(config) === API.communityLink)).toBe(false);
  });

  it('Unlimited: the button reveals the invite link', async () => {
    const user = userEvent.setup({ delay: null });
    answer({
      [API.profile]: { status: 200, body: { success: true, data: { ID: 9, membership: 'UNLIMITED' } } },
      [API.communityLink]: { status: 200, body: { success: true, data: { url: 'https://chat.whatsapp.com/AbcDef123456', version: 2, setAt: '2026-11-20T09:00:00Z' } } },
    });
    renderWithProviders(<CandidateCommunityPage />, { token: makeToken() });
    await user.click(await screen.findByRole('button', { name: 'Join the WhatsApp community' }));
    expect(await screen.findByTestId('community-link-url')).toHaveAttribute('href', 'https://chat.whatsapp.com/AbcDef123456');
  });

  it('Unlimited with no link set yet: the API’s message', async () => {
    const user = userEvent.setup({ delay: null });
    answer({
      [API.profile]: { status: 200, body: { success: true, data: { ID: 9, membership: 'UNLIMITED' } } },
      [API.communityLink]: { status: 404, body: { success: false, statusCode: 404, message: 'The WhatsApp community link has not been set yet. Please check back soon.' } },
    });
    renderWithProviders(<CandidateCommunityPage />, { token: makeToken() });
    await user.click(await screen.findByRole('button', { name: 'Join the WhatsApp community' }));
    expect(await screen.findByTestId('community-error')).toHaveTextContent('has not been set yet');
  });

  it('administrators: a link that is not a WhatsApp invite is refused in the form', async () => {
    const user = userEvent.setup({ delay: null });
    answer({ [API.adminCommunityLink]: { status: 200, body: { success: true, data: { current: null, previous: [], totalReveals: 0, recentReveals: [] } } } });
    renderWithProviders(<AdminCommunityPage />, { token: makeToken({ roles: ['administrator'] }) });
    await user.type(await screen.findByLabelText('WhatsApp invite link *'), 'https://example.com/group');
    await user.click(screen.getByRole('button', { name: 'Set link' }));
    expect(await screen.findByText('Please enter a WhatsApp invite link that starts with https://chat.whatsapp.com/')).toBeInTheDocument();
    expect(sentRequests.some((config) => config.method === 'post')).toBe(false);
  });
});
