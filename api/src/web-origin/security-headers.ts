import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface WebSecurityOptions {
  /** PUBLIC_WEB_URL: https there turns on HSTS and upgrade-insecure-requests. */
  webUrl: string;
  /** PUBLIC_API_URL: the SPA's calls and the /media images go there. */
  apiUrl: string;
  /** Google sign-in is configured (GOOGLE_CLIENT_IDS): its script, frame and calls are allowed. */
  googleSignIn: boolean;
}

/** CSP host sources cannot be IPv6 literals (Chromium ignores '[::1]'), so only these two. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origins the SPA may reach the API on. A loopback API URL also counts under its other loopback names, since a
 * local build may say http://127.0.0.1:4000 where PUBLIC_API_URL says http://localhost:4000 (same server).
 */
export function apiOrigins(apiUrl: string): string[] {
  const url = new URL(apiUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/** Google Identity Services (https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy). */
const GOOGLE_SIGN_IN = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/** The employer video (VideoPlayer) and coaching lessons: YouTube's privacy-enhanced embed and Vimeo's player (dnt=1). */
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/**
 * The pipeline's CV preview frames the PDF as an object URL the app made from the file it read with the bearer
 * token (the media route is private, a frame cannot send the token); only this origin's own scripts can make one.
 */
const OWN_OBJECT_URLS = ['blob:'];

/**
 * The web origin's Content-Security-Policy: the app's own scripts only (no inline script, no eval), calls and images
 * to the API origin, nothing may frame it. Styles allow 'unsafe-inline' because react-select (emotion) and
 * react-toastify insert <style> elements at run time (checked in Chromium: docs/seo.md); style injection cannot run
 * script, and script-src stays strict.
 */
export function contentSecurityPolicy(options: WebSecurityOptions): Record<string, string[]> {
  const api = apiOrigins(options.apiUrl);
  const google = options.googleSignIn ? GOOGLE_SIGN_IN : { script: [], style: [], frame: [], connect: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...google.script],
    'style-src': ["'self'", "'unsafe-inline'", ...google.style],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'media-src': ["'self'", 'blob:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...google.connect],
    'frame-src': [...VIDEO_EMBEDS, ...OWN_OBJECT_URLS, ...google.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  if (new URL(options.webUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

export const cspHeaderValue = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Security headers on every answer of the web origin (helmet, as the API uses, plus Permissions-Policy). */
export async function registerWebSecurityHeaders(app: FastifyInstance, options: WebSecurityOptions): Promise<void> {
  const https = new URL(options.webUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Google's sign-in popup reports back to the opener.
    crossOriginOpenerPolicy: { policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
