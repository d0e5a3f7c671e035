import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPreloadable } from './lazy-preloadable';

function Page() {
  return <h1>The page</h1>;
}

describe('lazyPreloadable', () => {
  it('once preloaded, the first render is the component itself, never the fallback', async () => {
    const { component: Lazy, preload } = lazyPreloadable(async () => Page);
    await preload();
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously after render: no commit of the fallback happened.
    expect(screen.queryByText('spinner')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('without a preload it suspends like React.lazy and shows the component when it arrives', async () => {
    let arrive: (component: typeof Page) => void = () => undefined;
    const { component: Lazy } = lazyPreloadable(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>spinner</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('spinner')).toBeInTheDocument();
    await act(async () => arrive(Page));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('a failed load is tried again by the next preload', async () => {
    let calls = 0;
    const { preload } = lazyPreloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return Page;
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Page);
    expect(calls).toBe(2);
  });
});
