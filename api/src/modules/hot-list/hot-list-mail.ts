import type { MailMessage } from '../../mail';
import { escapeHtml, fill, mailDocument, mailText } from '../../mail/text';
import { countryLabel, jobRoleLabel } from '../../i18n/enum-labels';
import { formatDay } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import type { HotListRow } from './hot-list.repo';

export interface HotListMailInput {
  to: string;
  entries: readonly HotListRow[];
  /** New entries beyond those listed (the email lists a page, the list holds them all). */
  more: number;
  today: string;
  profileUrl(slug: string): string;
  listUrl: string;
  locale: Locale;
}

/**
 * The weekly email of new hot-list candidates in the employer's language: each with their roles, availability and
 * where they would work, linked to their public profile. Names and cities are data and stay as written; no contact
 * details (the list shows them to paid plans).
 */
export function hotListMail(input: HotListMailInput): MailMessage {
  const { locale } = input;
  const t = mailText(locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  const subject = fill(input.entries.length + input.more === 1 ? t.hotList.subjectOne : t.hotList.subjectOther, { count: input.entries.length + input.more });
  const details = (entry: HotListRow) =>
    [
      entry.roles.map((role) => jobRoleLabel(role, locale)).join(comma),
      entry.available_from <= input.today ? t.hotList.availableNow : fill(t.hotList.availableFrom, { date: formatDay(entry.available_from, locale) }),
      fill(t.hotList.openTo, { regions: entry.regions.map((region) => countryLabel(region, locale)).join(comma) }),
    ].filter(Boolean);
  const more = input.more > 0 ? fill(t.hotList.more, { count: input.more }) : '';
  const text = [
    t.hotList.intro,
    '',
    ...input.entries.map((entry) => `${[entry.cand_name, ...details(entry)].join(' — ')}\n${input.profileUrl(entry.profile_slug)}`),
    ...(more ? ['', more] : []),
    '',
    `${t.hotList.open}: ${input.listUrl}`,
    '',
    t.hotList.why,
  ].join('\n');
  const html = mailDocument(
    locale,
    [
      `<p>${escapeHtml(t.hotList.intro)}</p>`,
      '<ul>',
      ...input.entries.map(
        (entry) =>
          `<li><a href="${escapeHtml(input.profileUrl(entry.profile_slug))}" dir="auto">${escapeHtml(entry.cand_name)}</a> — ${details(entry).map(escapeHtml).join(' — ')}</li>`,
      ),
      '</ul>',
      more ? `<p>${escapeHtml(more)}</p>` : '',
      `<p><a href="${escapeHtml(input.listUrl)}">${escapeHtml(t.hotList.open)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(t.hotList.why)}</p>`,
    ].join(''),
  );
  return { to: input.to, subject, text, html };
}
