import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import { tint } from './colours';

/** Hair of a men's squad (no caps, beanies, pigtails or buns); a women's squad gets every style. */
const SHORT_HAIR = ['shortCombover', 'curlyHighTop', 'curly', 'buzzcut', 'bald', 'balding', 'fade', 'mohawk', 'shortComboverChops', 'bunUndercut'] as const;
const NATURAL_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', '362c47', 'dee1f5'];
const MOUTHS = ['smile', 'bigSmile', 'smirk', 'frown', 'surprise'] as const;
const EYES = ['open', 'happy', 'glasses', 'wink'] as const;
const BODIES = ['squared', 'rounded', 'small'] as const;

/**
 * A player's generated portrait (DiceBear "Personas" by Draftbit, CC BY 4.0; @dicebear/core MIT): face, hair, skin
 * and features chosen from the player's id, so every player looks different and always the same; the shirt in his
 * club's primary colour on a light tint of it.
 */
export function portraitSvg(playerId: number, shirt: string, gender: string | null | undefined): string {
  return createAvatar(personas, {
    seed: `football-player-${playerId}`,
    clothingColor: [shirt.slice(1)],
    backgroundColor: [tint(shirt, 0.82).slice(1)],
    hairColor: NATURAL_HAIR,
    mouth: [...MOUTHS],
    eyes: [...EYES],
    body: [...BODIES],
    ...(gender === 'female' ? {} : { hair: [...SHORT_HAIR], facialHairProbability: 35 }),
    size: 128,
  }).toString();
}
