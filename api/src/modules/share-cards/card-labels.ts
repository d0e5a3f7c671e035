/**
 * The few words a card prints besides its data. A card is drawn in the script of its subject's name (an Arabic name
 * gets an Arabic, right-to-left card), never in the viewer's language: the same URL is one image for everyone.
 */
const EN = {
  job: 'Job opening',
  closes: 'Apply by',
  closed: 'Applications closed',
  season: 'Season',
  apps: 'Apps',
  goals: 'Goals',
  assists: 'Assists',
  minutes: 'Minutes',
  member: 'Member profile',
  tagline: 'Jobs in football',
};
export type CardLabels = typeof EN;

const AR: CardLabels = {
  job: 'وظيفة شاغرة',
  closes: 'آخر موعد للتقديم',
  closed: 'أُغلق باب التقديم',
  season: 'الموسم',
  apps: 'المباريات',
  goals: 'الأهداف',
  assists: 'تمريرات حاسمة',
  minutes: 'الدقائق',
  member: 'ملف عضو',
  tagline: 'وظائف في كرة القدم',
};

const PROFILE_TYPES_AR: Readonly<Record<string, string>> = {
  player: 'لاعب', referee: 'حكم', scout: 'كشّاف', coach: 'مدرب', fan: 'مشجع', agent: 'وكيل', others: 'طاقم آخر',
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
export const isArabic = (text: string): boolean => ARABIC.test(text);

export function cardLabels(rtl: boolean): CardLabels {
  return rtl ? AR : EN;
}

export function profileTypeLabel(value: string, english: string, rtl: boolean): string {
  return rtl ? (PROFILE_TYPES_AR[value] ?? english) : english;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** "12 Dec 2026" from YYYY-MM-DD, without Intl (the card must not depend on the server's ICU data). */
export function cardDate(isoDate: string, rtl: boolean): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${day} ${(rtl ? MONTHS_AR : MONTHS_EN)[month - 1] ?? ''} ${year}`;
}
