import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, REDIRECT_STORAGE_KEY } from '@fj/shared';
import { pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { COVER_LETTER, CV } from '../test/shop-fixtures';
import { serveShop } from '../test/shop-api';

configure({ asyncUtilTimeout: 15_000 });

describe('product page', { timeout: 60_000 }, () => {
  it('/product/:slug/ shows image, title, price and the description as paragraphs', async () => {
    serveShop({ products: [CV, COVER_LETTER] });
    renderApp('/product/cover-letter/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cover letter' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover letter' })).toHaveAttribute('src', COVER_LETTER.img);
    expect(screen.getByTestId('product-price')).toHaveTextContent('£19.00');
    expect(screen.getByText('One letter, tailored to the job.').tagName).toBe('P');
    expect(sentRequests.map(pathOf)).toContain('/get-product/cover-letter');
  });

  it('the fixed CV-writing route (no :slug param) asks for its own product', async () => {
    serveShop({ products: [CV, COVER_LETTER] });
    renderApp('/product/football-specific-cv-write-design/');
    expect(await screen.findByRole('heading', { level: 1, name: CV.title })).toBeInTheDocument();
    expect(sentRequests.map(pathOf)).toContain('/get-product/football-specific-cv-write-design');
    // Blank lines separate paragraphs; a single line break stays inside one.
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description.querySelectorAll('p')).toHaveLength(2);
    expect(description.querySelector('p')).toHaveTextContent('We interview you about your career. Then we write it up.');
  });

  it('a member chooses a quantity (1–10) and adds it: the header count follows', async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [CV] });
    renderApp('/product/football-specific-cv-write-design/', { token: makeToken() });
    const quantity = await screen.findByLabelText('Quantity');
    expect([...(quantity as HTMLSelectElement).options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.selectOptions(quantity, '3');
    await user.click(screen.getByTestId('add-to-basket-football-specific-cv-write-design'));
    expect(await screen.findByText('Added to your basket')).toBeInTheDocument();
    const post = sentRequests.find((request) => pathOf(request) === API.cartItems);
    expect(JSON.parse(post?.data as string)).toEqual({ productId: CV.id, quantity: 3 });
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('3'));
  });

  it('a visitor who adds goes to log in and the product page is remembered', async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [COVER_LETTER] });
    renderApp('/product/cover-letter/');
    await user.click(await screen.findByTestId('add-to-basket-cover-letter'));
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/product/cover-letter/');
  });

  it('an unknown slug shows "Product not found" with a way back to the shop', async () => {
    serveShop({ products: [CV] });
    renderApp('/product/no-such-thing/');
    const missing = await screen.findByTestId('product-not-found');
    expect(missing).toHaveTextContent('Product not found');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop/');
  });
});
