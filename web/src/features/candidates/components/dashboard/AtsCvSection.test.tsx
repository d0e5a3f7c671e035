import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, TOKEN_STORAGE_KEY } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import { makeToken } from '../../../../test/tokens';
import { OwnDataPanel } from './OwnDataPanel';

const UPGRADE_TEXT = 'The text CV comes with Standard membership and above. Upgrade to download it.';

afterEach(() => vi.restoreAllMocks());

/** Catches the browser download (an anchor click on an object URL) instead of navigating. */
function catchDownloads(): string[] {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('ATS CV on the dashboard (§6 basic text CV: Standard and above)', () => {
  it('a Free member reads why and gets an Upgrade link instead of the download button', () => {
    renderWithProviders(<OwnDataPanel membership="FREE" />, { token: makeToken() });
    expect(screen.getByTestId('ats-cv-locked')).toHaveTextContent(UPGRADE_TEXT);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/candidate/upgrade-account');
    expect(screen.queryByTestId('download-ats-cv')).toBeNull();
    // The other own-data actions stay.
    expect(screen.getByTestId('download-my-data')).toBeInTheDocument();
  });

  it('a Standard member downloads the PDF under the name the server gives', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = catchDownloads();
    answerWith((config) =>
      pathOf(config) === API.generateAtsCv ? { status: 200, body: new Blob(['%PDF-1.7 cv'], { type: 'application/pdf' }) } : { status: 404 },
    );
    renderWithProviders(<OwnDataPanel membership="STANDARD" />, { token: makeToken({ displayName: 'Casey Candidate' }) });
    expect(screen.queryByTestId('ats-cv-upgrade')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download ATS CV' }));
    await waitFor(() => expect(saved).toEqual(['casey-candidate-cv.pdf']));
    expect(sentRequests.filter((request) => pathOf(request) === API.generateAtsCv)).toHaveLength(1);
  });

  it("a 402 answer (the plan ended meanwhile) shows the server's message and keeps the member signed in", async () => {
    const user = userEvent.setup({ delay: null });
    catchDownloads();
    // As a browser hands it over with responseType 'blob': the JSON envelope inside a Blob.
    const refusal = { success: false, statusCode: 402, code: 'membership-required', message: UPGRADE_TEXT };
    answerWith((config) =>
      pathOf(config) === API.generateAtsCv ? { status: 402, body: new Blob([JSON.stringify(refusal)], { type: 'application/json' }) } : { status: 404 },
    );
    renderWithProviders(<OwnDataPanel />, { token: makeToken() });
    await user.click(screen.getByRole('button', { name: 'Download ATS CV' }));
    expect(await screen.findByText(UPGRADE_TEXT)).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/\./);
  });
});
