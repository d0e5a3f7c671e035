import { isYoutubeUrl } from '@fj/shared';

/** The video id of a YouTube link (watch?v=, youtu.be/, /embed/, /shorts/), or null. */
export function youtubeVideoId(link: string): string | null {
  if (!link || !isYoutubeUrl(link)) return null;
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const candidate = host === 'youtu.be' ? url.pathname.slice(1).split('/')[0] : url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|v)\/([^/?#]+)/)?.[1] ?? '';
  return /^[\w-]{6,20}$/.test(candidate ?? '') ? candidate! : null;
}

/** Privacy-enhanced embed (no cookies until the visitor plays the video). */
export function youtubeEmbedUrl(link: string): string | null {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
