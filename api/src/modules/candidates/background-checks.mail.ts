import type { BackgroundCheckType } from '@fj/shared';
import { formatDay } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import type { MailMessage } from '../../mail';
import { escapeHtml, fill, fillHtml, mailDocument, mailText } from '../../mail/text';

/** What every safeguarding email says about the check, and where the candidate manages their checks. */
interface CheckMailInput {
  to: string;
  name: string;
  locale: Locale;
  checkType: BackgroundCheckType;
  referenceNumber: string;
  expiresOn: string;
  checksUrl: string;
}

function render(input: CheckMailInput, subject: string, paragraphs: string[], linkIntro: string): MailMessage {
  const t = mailText(input.locale);
  const text = [fill(t.common.hello, { name: input.name }), '', ...paragraphs, '', linkIntro, input.checksUrl, '', t.common.signature].join('\n');
  const html = mailDocument(
    input.locale,
    `<p>${fillHtml(t.common.hello, { name: escapeHtml(input.name) })}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>${escapeHtml(linkIntro)}</p>
<p dir="ltr"><a href="${escapeHtml(input.checksUrl)}">${escapeHtml(input.checksUrl)}</a></p>
<p>${escapeHtml(t.common.signature)}</p>`,
  );
  return { to: input.to, subject, text, html };
}

const values = (input: CheckMailInput) => {
  const t = mailText(input.locale);
  return { type: t.safeguardingTypes[input.checkType], reference: input.referenceNumber, date: formatDay(input.expiresOn, input.locale) };
};

/** The review's outcome, in the candidate's language: verified, or rejected with the administrator's reason. */
export function renderCheckReviewedMail(input: CheckMailInput & { decision: 'verify' | 'reject'; reason: string }): MailMessage {
  const t = mailText(input.locale);
  if (input.decision === 'verify') {
    return render(input, t.safeguarding.verifiedSubject, [fill(t.safeguarding.verified, values(input))], t.safeguarding.addNew);
  }
  return render(
    input,
    t.safeguarding.rejectedSubject,
    [fill(t.safeguarding.rejected, values(input)), ...(input.reason ? [fill(t.safeguarding.reason, { reason: input.reason })] : [])],
    t.safeguarding.addNew,
  );
}

/** The one reminder before a verified check expires. */
export function renderCheckExpiryMail(input: CheckMailInput): MailMessage {
  const t = mailText(input.locale);
  const filled = values(input);
  return render(input, fill(t.safeguarding.expirySubject, { date: filled.date }), [fill(t.safeguarding.expiry, filled)], t.safeguarding.renew);
}
