import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_DIRECTION_TAGS,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
} from '@fj/shared';

const DIRECTIONS: readonly string[] = RICH_TEXT_DIRECTIONS;

/** A block keeps `dir` only with one of the allowed values (sanitize-html would keep a bare `dir` otherwise). */
const keepDirection: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.dir && DIRECTIONS.includes(attribs.dir)) kept.dir = attribs.dir;
  return { tagName, attribs: kept };
};

/**
 * The shared allow-list (shared/src/rich-text.ts) as sanitize-html options: the web editor produces and previews
 * the same markup, so what an author sees is what is stored.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ...Object.fromEntries(RICH_TEXT_DIRECTION_TAGS.map((tag) => [tag, ['dir']])),
  },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { ...RICH_TEXT_LINK_ATTRIBUTES }),
    ...Object.fromEntries(RICH_TEXT_DIRECTION_TAGS.map((tag) => [tag, keepDirection])),
  },
};

/** Sanitized HTML, safe to store and to render as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
