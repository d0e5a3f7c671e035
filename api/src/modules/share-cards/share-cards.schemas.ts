import { Type } from 'typebox';
import { RequestObject } from '../../lib/schemas';

/** `{slug}.png`: a profile, job or player slug. */
export const CardFile = RequestObject({ file: Type.String({ pattern: '^[A-Za-z0-9._~-]{1,200}\\.png$', maxLength: 204, description: '{slug}.png' }) });
/** `?v=` only busts caches that key on the URL; the card is always the current one. */
export const CardQuery = RequestObject({ v: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' })) });

export const ShareKitResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    public: Type.Boolean({ description: 'False while the profile is private: no card, and the links lead to a page visitors cannot see' }),
    profileUrl: Type.String(),
    cardUrl: Type.Union([Type.String(), Type.Null()]),
    text: Type.String(),
    links: Type.Object({ linkedin: Type.String(), x: Type.String(), facebook: Type.String(), whatsapp: Type.String() }),
  }),
});
