import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './WhenNear';

/**
 * A viewport for IntersectionObserver: the watched spot sits `below` px under the bottom of the screen, and an
 * observer sees it when its look-ahead (rootMargin, px) reaches that far.
 */
let below = 0;
const observers = new Set<FakeObserver>();
class FakeObserver {
  private readonly margin: number;
  private readonly elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.margin = Number.parseInt(options?.rootMargin ?? '0', 10) || 0;
    observers.add(this);
  }
  observe(element: Element) {
    this.elements.push(element);
    queueMicrotask(() => this.report());
  }
  disconnect() {
    observers.delete(this);
  }
  report() {
    if (!observers.has(this)) return;
    const entries = this.elements.map((target) => ({ target, isIntersecting: below <= this.margin }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

async function scrollBy(distance: number) {
  below -= distance;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    observers.forEach((observer) => observer.report());
    await Promise.resolve();
  });
}

const loaded = vi.fn();
let Part = lazyPart();
/** A fresh lazy chunk per test (React.lazy keeps what it has loaded). */
function lazyPart() {
  return lazy(async () => {
    loaded();
    return { default: () => <p>the part</p> };
  });
}

function Page() {
  return (
    <WhenNear testId="deferred" placeholder={<div data-testid="held-space" />}>
      <Part />
    </WhenNear>
  );
}

beforeEach(() => {
  loaded.mockClear();
  Part = lazyPart();
  observers.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('WhenNear', () => {
  it('loads a part on screen at once', async () => {
    below = -100;
    render(<Page />);
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(screen.queryByTestId('held-space')).not.toBeInTheDocument();
  });

  it('does not load a part just under the fold until the visitor scrolls, holding its space meanwhile', async () => {
    below = 220; // inside the 600 px look-ahead, as home's below-the-fold sections are on a phone
    render(<Page />);
    await act(async () => Promise.resolve());
    expect(loaded).not.toHaveBeenCalled();
    expect(screen.getByTestId('held-space')).toBeInTheDocument();

    await scrollBy(10); // the first scroll: now the look-ahead counts
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('loads a part far down only once scrolled within the look-ahead', async () => {
    below = 2000;
    render(<Page />);
    await scrollBy(500);
    expect(loaded).not.toHaveBeenCalled();
    await scrollBy(1000); // 500 px under the fold
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
