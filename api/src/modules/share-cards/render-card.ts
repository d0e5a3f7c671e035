import { lazyImport } from '../../lib/lazy-import';
import { CARD_HEIGHT, CARD_WIDTH, cardLayout } from './card-layout';
import type { CardData } from './card-model';
import { cardFonts } from './fonts';

const loadSatori = lazyImport(() => import('satori').then((module) => module.default));
const loadResvg = lazyImport(() => import('@resvg/resvg-js'));

export interface CardBrand {
  name: string;
  host: string;
}

/**
 * satori lays the card out and shapes its text with HarfBuzz (Arabic joined and ordered right to left) into SVG
 * paths; resvg rasterises that SVG to the 1200×630 PNG. No system fonts are read: the text is already paths.
 */
export async function renderCardPng(card: CardData, brand: CardBrand): Promise<Buffer> {
  const [satori, { Resvg }] = await Promise.all([loadSatori(), loadResvg()]);
  const svg = await satori(cardLayout(card, brand) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await cardFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
