import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render';

describe('social login', () => {
  it('is not offered at all when Google sign-in is not configured (no disabled button, no "or continue with")', async () => {
    renderApp('/signin/');
    await screen.findByTestId('signin-page');
    expect(screen.queryByRole('button', { name: /google/i })).toBeNull();
    expect(screen.queryByText(/or continue with/i)).toBeNull();
    expect(screen.queryByTestId('google-login')).toBeNull();
  });
});
