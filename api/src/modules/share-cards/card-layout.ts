import { CARD_FONT_FAMILY } from './fonts';
import { cardDate, cardLabels, isArabic, type CardLabels } from './card-labels';
import type { CardData, CardPicture, JobCardData, PlayerCardData, ProfileCardData } from './card-model';

/** satori's element shape (what JSX compiles to), written out: the api has no JSX. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, unknown>; src?: string; width?: number; height?: number; children?: CardNode | string | (CardNode | string)[] };
}
type Child = CardNode | string | null | false | undefined;

const h = (type: string, style: Record<string, unknown>, ...children: Child[]): CardNode => {
  const kept = children.filter((child): child is CardNode | string => !!child);
  return { type, props: { style, children: kept.length === 1 ? kept[0] : kept } };
};
const div = (style: Record<string, unknown>, ...children: Child[]) => h('div', { display: 'flex', ...style }, ...children);

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Brand tokens of docs/design.md. */
const GREEN_900 = '#073d2c';
const GREEN_700 = '#0b6e4f';
const GREEN_500 = '#17a673';
const GREEN_100 = '#e6f4ee';
const WHITE = '#ffffff';

/** Keeps a text inside a card: cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  const cut = [...clean].slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Larger type for short names and titles, smaller for long ones, so each fits in two lines. */
const headlineSize = (text: string) => {
  const length = [...text].length;
  return length <= 16 ? 84 : length <= 26 ? 68 : length <= 44 ? 56 : 46;
};

function picture(pic: CardPicture, size: number): CardNode {
  const radius = pic.shape === 'round' ? size / 2 : 32;
  const frame = { width: size, height: size, borderRadius: radius, flexShrink: 0, overflow: 'hidden', alignItems: 'center', justifyContent: 'center' };
  if (pic.png) {
    const inner = pic.shape === 'tile' ? size - 48 : size;
    const img: CardNode = { type: 'img', props: { src: `data:image/png;base64,${pic.png.toString('base64')}`, width: inner, height: inner, style: { objectFit: pic.shape === 'tile' ? 'contain' : 'cover' } } };
    return div({ ...frame, background: WHITE, border: `6px solid ${pic.shape === 'round' ? GREEN_500 : WHITE}` }, img);
  }
  return div({ ...frame, background: GREEN_100, color: GREEN_700, fontSize: size * 0.36, fontWeight: 700, border: `6px solid ${GREEN_500}` }, pic.initials || '•');
}

/** The ball mark of web/public/images/logo.svg, drawn small in the footer. */
const logoMark = (size: number): CardNode => ({
  type: 'img',
  props: {
    width: size,
    height: size,
    src: `data:image/svg+xml;base64,${Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#ffffff"/><path d="M20 8l6 4.5-2.3 7h-7.4L14 12.5zM11 21l5 1.5 1.5 7-4 3.5-5-4zM29 21l-5 1.5-1.5 7 4 3.5 5-4z" fill="#0b6e4f"/></svg>',
    ).toString('base64')}`,
  },
});

interface Frame {
  rtl: boolean;
  labels: CardLabels;
  brand: { name: string; host: string };
}

type Strength = 'arabic' | 'latin' | 'number' | 'neutral';
const strengthOf = (word: string): Strength =>
  isArabic(word) ? 'arabic' : /\p{L}/u.test(word) ? 'latin' : /\p{N}/u.test(word) ? 'number' : 'neutral';

/**
 * A short text with Arabic and Latin runs ("18,000 ر.س. سنويًا", "الرياض، England") on an Arabic card. satori lays
 * runs out left to right whatever the script, so each run is its own box in a reversed row, as a browser orders
 * them in a right-to-left line: Latin words stay together, each number and each lone sign ("£", "·") between runs
 * is placed on its own. satori also draws a run's closing punctuation on its right; Arabic ends on the left, so
 * the punctuation goes first.
 */
function textRuns(f: Frame, text: string): CardNode | string {
  if (!f.rtl || !isArabic(text)) return text;
  const words = text.split(/\s+/).filter(Boolean);
  const runs: { strength: Strength; words: string[] }[] = [];
  words.forEach((word, index) => {
    let strength = strengthOf(word);
    if (strength === 'neutral') {
      // A sign between two Latin (or two Arabic) words belongs to them; anywhere else it takes the card's direction.
      const next = words.slice(index + 1).map(strengthOf).find((kind) => kind !== 'neutral');
      const last = runs.at(-1)?.strength;
      if (last && last === next && (last === 'latin' || last === 'arabic')) strength = last;
    }
    const last = runs.at(-1);
    if (last && last.strength === strength && (strength === 'latin' || strength === 'arabic')) last.words.push(word);
    else runs.push({ strength, words: [word] });
  });
  const boxText = (run: (typeof runs)[number]) => {
    const joined = run.words.join(' ');
    return run.strength === 'arabic' ? joined.replace(/^(.*?)([^\p{L}\p{N}\p{M}]+)$/su, '$2$1') : joined;
  };
  return div({ flexDirection: 'row-reverse', gap: 8 }, ...runs.map((run) => div({}, boxText(run))));
}

const chip = (f: Frame, text: string, strong = false): CardNode =>
  div({ paddingTop: 10, paddingBottom: 10, paddingLeft: 22, paddingRight: 22, borderRadius: 999, background: strong ? WHITE : 'rgba(255,255,255,0.14)', color: strong ? GREEN_900 : WHITE, fontSize: 28, fontWeight: strong ? 700 : 400 }, textRuns(f, text));

/** Every card: the subject's picture beside its text, and the site's name along the bottom. */
function frame(f: Frame, side: CardNode, body: CardNode, footerEnd: string): CardNode {
  const row = f.rtl ? 'row-reverse' : 'row';
  // The margins as insets of an absolute box: satori adds a root's padding to its width instead of taking it out.
  return div(
    {
      width: CARD_WIDTH, height: CARD_HEIGHT, position: 'relative',
      backgroundColor: GREEN_900, backgroundImage: `linear-gradient(135deg, ${GREEN_900} 0%, ${GREEN_700} 100%)`,
      color: WHITE, fontFamily: CARD_FONT_FAMILY,
    },
    div(
    { position: 'absolute', top: 56, right: 72, bottom: 40, left: 72, flexDirection: 'column', justifyContent: 'space-between' },
    div({ flexDirection: row, alignItems: 'center', gap: 56, flexGrow: 1, flexShrink: 1, minHeight: 0 }, side, body),
    div(
      { flexDirection: row, alignItems: 'center', justifyContent: 'space-between', borderTop: '2px solid rgba(255,255,255,0.2)', paddingTop: 28 },
      div({ flexDirection: row, alignItems: 'center', gap: 16 }, logoMark(48), div({ fontSize: 32, fontWeight: 700 }, f.brand.name)),
      div({ fontSize: 26, color: GREEN_100 }, footerEnd),
    ),
    ),
  );
}

const column = (f: Frame, ...children: Child[]) =>
  div({ flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0, gap: 18, alignItems: f.rtl ? 'flex-end' : 'flex-start', textAlign: f.rtl ? 'right' : 'left' }, ...children);
const kicker = (text: string) => div({ fontSize: 30, color: GREEN_100, fontWeight: 700, letterSpacing: 1 }, text);
const headline = (text: string) => div({ fontSize: headlineSize(text), fontWeight: 700, lineHeight: 1.1 }, text);
const line = (text: string) => div({ fontSize: 32, color: GREEN_100 }, text);
const chips = (f: Frame, ...items: Child[]) => div({ flexDirection: f.rtl ? 'row-reverse' : 'row', flexWrap: 'wrap', gap: 14, marginTop: 8 }, ...items);

function profileCard(card: ProfileCardData, f: Frame): CardNode {
  const name = clip(card.name, 48);
  return frame(
    f,
    picture(card.picture, 260),
    column(f, kicker(card.role || f.labels.member), headline(name), card.headline && line(clip(card.headline, 70)), card.location && chips(f, chip(f, clip(card.location, 50)))),
    f.brand.host,
  );
}

function jobCard(card: JobCardData, f: Frame): CardNode {
  const title = clip(card.title, 80);
  const closing = card.closingDate ? `${f.labels.closes} ${cardDate(card.closingDate, f.rtl)}` : f.labels.closed;
  return frame(
    f,
    picture(card.logo, 220),
    column(
      f,
      kicker(clip(card.employer, 50)),
      headline(title),
      chips(f, card.location && chip(f, clip(card.location, 44)), card.salary && chip(f, clip(card.salary, 40), true), chip(f, closing)),
    ),
    f.labels.job,
  );
}

function stat(value: number, label: string): CardNode {
  return div(
    { flexDirection: 'column', alignItems: 'center', paddingTop: 12, paddingBottom: 12, paddingLeft: 16, paddingRight: 16, borderRadius: 20, background: 'rgba(255,255,255,0.12)', flexGrow: 1, flexBasis: 0 },
    div({ fontSize: 48, fontWeight: 700 }, String(value)),
    div({ fontSize: 22, color: GREEN_100 }, label),
  );
}

function playerCard(card: PlayerCardData, f: Frame): CardNode {
  const { labels } = f;
  const clubLine = div(
    { flexDirection: f.rtl ? 'row-reverse' : 'row', alignItems: 'center', gap: 16 },
    card.crest?.png && { type: 'img', props: { src: `data:image/png;base64,${card.crest.png.toString('base64')}`, width: 60, height: 60, style: { objectFit: 'contain' } } },
    card.club && div({ fontSize: 34, fontWeight: 700 }, clip(card.club, 40)),
  );
  const number = card.shirtNumber !== null ? `#${card.shirtNumber}` : '';
  return frame(
    f,
    picture(card.portrait, 260),
    column(
      f,
      kicker([card.position, number].filter(Boolean).join(' · ')),
      headline(clip(card.name, 40)),
      (card.club || card.crest) && clubLine,
      div(
        { flexDirection: f.rtl ? 'row-reverse' : 'row', gap: 14, marginTop: 8, alignSelf: 'stretch' },
        stat(card.stats.apps, labels.apps),
        stat(card.stats.goals, labels.goals),
        stat(card.stats.assists, labels.assists),
        stat(card.stats.minutes, labels.minutes),
      ),
    ),
    card.season ? `${labels.season} ${card.season}` : f.brand.host,
  );
}

function siteCard(f: Frame): CardNode {
  return frame(
    f,
    logoMark(240),
    column(f, kicker(f.brand.host), headline(f.brand.name), line(`${f.labels.tagline} · وظائف في كرة القدم`)),
    f.labels.tagline,
  );
}

/** The card's element tree; its direction follows the script of the subject's name or title. */
export function cardLayout(card: CardData, brand: { name: string; host: string }): CardNode {
  if (card.kind === 'site') return siteCard({ rtl: false, labels: cardLabels(false), brand });
  const main = card.kind === 'job' ? card.title : card.name;
  const rtl = isArabic(main);
  const f: Frame = { rtl, labels: cardLabels(rtl), brand };
  if (card.kind === 'profile') return profileCard(card, f);
  if (card.kind === 'job') return jobCard(card, f);
  return playerCard(card, f);
}
