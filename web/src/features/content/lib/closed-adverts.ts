/** Adverts a visitor closed stay closed on this browser (§4): their ids in localStorage. */
const KEY = 'closedAdverts';

export function closedAdverts(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export function closeAdvert(id: number): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...new Set([...closedAdverts(), id])].slice(-50)));
  } catch {
    // Private mode without storage: closed for this page view only.
  }
}
