import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from './locale';

/** The language of the person making the request: the SPA sends its page language as `Accept-Language`. */
export const requestLocale = (request: Pick<FastifyRequest, 'headers'>): Locale => localeFromAcceptLanguage(request.headers['accept-language']);
