import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { API } from '@fj/shared';
import { answerWith, pathOf, resetHttp } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { AdvertStrip } from './AdvertStrip';

const base = { id: 7, show: true, img: null, link: '/shop/', placement: 'strip', title: 'Scouting course', message: 'Learn to scout.', buttonLabel: 'Book' };

function adverts(...rows: object[]) {
  answerWith((config) => (pathOf(config) === API.advertisements ? { status: 200, body: { success: true, data: rows } } : { status: 404, body: {} }));
}

describe('advert strip', () => {
  beforeEach(() => resetHttp());
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows the Arabic text to an Arabic reader', async () => {
    adverts({ ...base, titleAr: 'دورة الكشافة', messageAr: 'تعلّم اكتشاف المواهب.', buttonLabelAr: 'احجز' });
    await act(() => i18next.changeLanguage('ar'));
    renderWithProviders(<AdvertStrip />);
    expect(await screen.findByText('دورة الكشافة')).toBeInTheDocument();
    expect(screen.getByText('تعلّم اكتشاف المواهب.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احجز' })).toBeInTheDocument();
    expect(screen.queryByText('Scouting course')).toBeNull();
  });

  it('falls back to the English text when the advert has no Arabic', async () => {
    adverts({ ...base, titleAr: '', messageAr: '', buttonLabelAr: '' });
    await act(() => i18next.changeLanguage('ar'));
    renderWithProviders(<AdvertStrip />);
    expect(await screen.findByText('Scouting course')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book' })).toBeInTheDocument();
  });

  it('shows the English text to an English reader', async () => {
    adverts({ ...base, titleAr: 'دورة الكشافة', messageAr: 'تعلّم اكتشاف المواهب.', buttonLabelAr: 'احجز' });
    renderWithProviders(<AdvertStrip />);
    expect(await screen.findByText('Scouting course')).toBeInTheDocument();
    expect(screen.queryByText('دورة الكشافة')).toBeNull();
  });
});
