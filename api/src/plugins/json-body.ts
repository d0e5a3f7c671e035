import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const INVALID_UTF8_MESSAGE = 'The request body is not valid UTF-8 text';

/** `fatal`: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD in what we store. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies are decoded strictly, then parsed by Fastify's own JSON parser, which keeps its protections
 * (`__proto__` and `constructor.prototype` keys refused, an empty body named as such). Fastify's default decoding
 * would silently replace invalid bytes (FF FE…) with U+FFFD and store the damage.
 */
async function jsonBodyPlugin(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, INVALID_UTF8_MESSAGE, undefined, 'invalid-utf8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
