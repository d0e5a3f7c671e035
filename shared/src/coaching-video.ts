import { COACHING_LIMITS } from './types/coaching';

/**
 * A lesson's video (issue 23, docs/coaching.md): only YouTube and Vimeo links are accepted, and they are played from
 * the hosts' privacy-enhanced players (youtube-nocookie.com; Vimeo with dnt=1), so watching a lesson sets no
 * tracking cookie until the learner presses play. Returns null for anything else, which the API answers with a 422.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(COACHING_LIMITS.videoHosts as readonly string[]).includes(url.hostname)) return null;
  const id = /^[A-Za-z0-9_-]{11}$/;
  if (url.hostname === 'youtu.be') {
    const videoId = url.pathname.slice(1);
    return id.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (url.hostname.endsWith('youtube.com')) {
    const videoId = url.pathname === '/watch' ? url.searchParams.get('v') ?? '' : (/^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? '');
    return id.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  const vimeoId = /^\/(?:video\/)?(\d{6,12})$/.exec(url.pathname)?.[1];
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}?dnt=1` : null;
}
