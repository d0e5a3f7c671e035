import EmailReplyParser from 'email-reply-parser';

/**
 * The words a person wrote in a reply by email, without the message they quote or their signature. Crisp's
 * email-reply-parser does the work (Gmail/Apple "On … wrote:", Outlook "From: … <…>" blocks and its rule, `> `
 * quoting, `-- ` and "Sent from my iPhone" signatures, in about ten languages). It knows no Arabic, so Arabic
 * attribution lines are cut here first: Gmail's "في … تمت كتابة ما يلي بواسطة … <…>:", Apple Mail's
 * "في …، كتب … <…>:" and Outlook's "من: … / إلى: / الموضوع:" header block.
 */
export function replyTextOf(text: string): string {
  const cut = cutAtArabicQuoteHeader(text.replace(/\r\n?/g, '\n'));
  const visible = new EmailReplyParser().read(cut).getVisibleText();
  return visible.replace(/\n{3,}/g, '\n\n').trim();
}

// Bidi controls (RLM, LRE, PDF…) that Arabic mail clients wrap names and addresses in.
const withoutFormatMarks = (line: string) => line.replace(/\p{Cf}/gu, '').trim();

// A date (some digit), a verb of writing, an address and a closing colon: never an ordinary sentence.
const ARABIC_ATTRIBUTION = /^في\s.*[0-9٠-٩].*(?:كتب|بواسطة).*@.*:$/u;
const ARABIC_FROM = /^من\s?:.+/u;
const ARABIC_HEADER_FIELD = /^(?:تاريخ الإرسال|أُرسلت?|أرسلت?|التاريخ|إلى|الموضوع|نسخة)\s?:/u;

function cutAtArabicQuoteHeader(text: string): string {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = withoutFormatMarks(lines[index]);
    const withNext = withoutFormatMarks(`${lines[index]} ${lines[index + 1] ?? ''}`);
    const attribution = ARABIC_ATTRIBUTION.test(line) || (line.startsWith('في') && ARABIC_ATTRIBUTION.test(withNext));
    const outlookBlock = ARABIC_FROM.test(line) && lines.slice(index + 1, index + 4).some((next) => ARABIC_HEADER_FIELD.test(withoutFormatMarks(next)));
    if (attribution || outlookBlock) return lines.slice(0, index).join('\n');
  }
  return text;
}
