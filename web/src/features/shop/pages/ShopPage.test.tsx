import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, REDIRECT_STORAGE_KEY } from '@fj/shared';
import { answerWith, pathOf, sentRequests } from '../../../test/http';
import { renderApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { COVER_LETTER, CV } from '../test/shop-fixtures';
import { serveShop } from '../test/shop-api';

// Lazy chunks and a busy machine: give screens time to arrive (this file only).
configure({ asyncUtilTimeout: 15_000 });

const cartPosts = () => sentRequests.filter((request) => pathOf(request) === API.cartItems && request.method === 'post');

describe('shop page', { timeout: 60_000 }, () => {
  it('shows a tile per product from /get-products/ (fresh, skip_cache=1): image, title link, price, summary, button', async () => {
    serveShop({ products: [CV, COVER_LETTER] });
    renderApp('/shop/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career services' })).toBeInTheDocument();
    const tile = within(await screen.findByRole('article', { name: CV.title }));
    expect(tile.getByRole('img', { name: CV.title })).toHaveAttribute('src', CV.img);
    expect(tile.getByRole('link', { name: CV.title })).toHaveAttribute('href', '/product/football-specific-cv-write-design/');
    expect(tile.getByText('£49.00')).toBeInTheDocument();
    expect(tile.getByText(CV.summary)).toBeInTheDocument();
    expect(tile.getByTestId('add-to-basket-football-specific-cv-write-design')).toHaveTextContent('Add to basket');
    expect(screen.getByRole('article', { name: 'Cover letter' })).toHaveTextContent('£19.00');
    const call = sentRequests.find((request) => pathOf(request) === API.products);
    expect(call?.params).toMatchObject({ skip_cache: 1 });
  });

  it('says so when nothing is on sale', async () => {
    serveShop({ products: [] });
    renderApp('/shop/');
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('Nothing is on sale right now.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('a failed load offers to try again, and trying again shows the products', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith(() => ({ status: 500, body: { success: false, statusCode: 500, error: 'Internal Server Error', message: 'Down' } }));
    renderApp('/shop/');
    const error = await screen.findByTestId('shop-error');
    expect(error).toHaveTextContent('The shop could not be loaded.');
    serveShop({ products: [CV] });
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: CV.title })).toBeInTheDocument();
  });

  it('a member adds a product: POST /cart/items, a toast, and the header count goes up at once', async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [CV, COVER_LETTER], cart: new Map([[COVER_LETTER.id, 2]]) });
    renderApp('/shop/', { token: makeToken() });
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('2'));
    await user.click(await screen.findByTestId('add-to-basket-football-specific-cv-write-design'));
    expect(await screen.findByText('Added to your basket')).toBeInTheDocument();
    expect(cartPosts().map((request) => JSON.parse(request.data as string))).toEqual([{ productId: CV.id, quantity: 1 }]);
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('3'));
    expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it("a refused add shows the API's reason and leaves the count as it was", async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [CV], cart: new Map([[CV.id, 10]]) });
    renderApp('/shop/', { token: makeToken() });
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveTextContent('10'));
    await user.click(await screen.findByTestId('add-to-basket-football-specific-cv-write-design'));
    expect(await screen.findByText('You can buy at most 10')).toBeInTheDocument();
    expect(screen.getByTestId('basket-count')).toHaveTextContent('10');
  });

  it('a visitor who adds is sent to log in, told why, and brought back to the shop afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    serveShop({ products: [CV] });
    renderApp('/shop/');
    await user.click(await screen.findByTestId('add-to-basket-football-specific-cv-write-design'));
    expect(await screen.findByTestId('signin-page')).toBeInTheDocument();
    expect(await screen.findByText('Sign in to use your basket')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/shop/');
    expect(cartPosts()).toHaveLength(0);
  });
});
