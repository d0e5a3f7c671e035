import { describe, expect, it } from 'vitest';
import { replyTextOf } from './reply-text';

// Replies as the common clients write them below or around the quoted notification email.
const GMAIL = `Thanks Sam, Tuesday at 10 works for me.
I'll bring my coaching licence.

On Tue, 24 Nov 2026 at 10:15, Football Jobs <no-reply@footballjobs.example>
wrote:

> Hello Alex,
>
> You have unread messages in a conversation on Football Jobs:
>
> Sam Lee, 24 Nov 2026, 10:10 UTC:
> Can you come in for a trial session?
>
`;

const APPLE_WITH_SIGNATURE = `Yes, I can send the references tomorrow.

--
Alex Morgan
UEFA B Licence

> On 24 Nov 2026, at 10:15, Football Jobs <no-reply@footballjobs.example> wrote:
>
> Hello Alex,
> Could you send two references?
`;

const OUTLOOK = `Happy to. See you on Friday.

Best regards,
Alex

________________________________
From: Football Jobs <no-reply@footballjobs.example>
Sent: Tuesday, November 24, 2026 10:15 AM
To: alex@example.com
Subject: New message from Sam Lee

Hello Alex,

You have unread messages in a conversation on Football Jobs:
`;

const OUTLOOK_ORIGINAL_MESSAGE = `Confirmed, thank you.

-----Original Message-----
From: Football Jobs <no-reply@footballjobs.example>
Sent: Tuesday, November 24, 2026 10:15 AM
Subject: New message from Sam Lee

Hello Alex,
`;

const IPHONE = `Sounds good!

Sent from my iPhone

> On 24 Nov 2026, at 10:15, Football Jobs <no-reply@footballjobs.example> wrote:
>
> Hello Alex,
`;

const GMAIL_ARABIC = `شكرًا سامي، يناسبني يوم الثلاثاء الساعة العاشرة.
سأحضر شهادة التدريب.

‫في الثلاثاء، 24 نوفمبر 2026 في 10:15 ص تمت كتابة ما يلي بواسطة ‪Football Jobs‬‏ <‪no-reply@footballjobs.example‬‏>:‬

> مرحبًا أليكس،
> لديك رسائل غير مقروءة في محادثة على وظائف كرة القدم:
`;

const APPLE_ARABIC_WITH_SIGNATURE = `نعم، سأرسل المراجع غدًا.

-- 
أليكس مورغان

> في 24 نوفمبر 2026، الساعة 10:15 ص، كتب Football Jobs <no-reply@footballjobs.example>:
>
> مرحبًا أليكس،
`;

const OUTLOOK_ARABIC = `بكل سرور، أراك يوم الجمعة.

من: Football Jobs <no-reply@footballjobs.example>
تاريخ الإرسال: الثلاثاء، 24 نوفمبر 2026 10:15 ص
إلى: alex@example.com
الموضوع: رسالة جديدة من سامي

مرحبًا أليكس،
`;

describe('the text of a reply by email', () => {
  it('keeps what was written above a Gmail quote, without the "On … wrote:" line wrapped over two lines', () => {
    expect(replyTextOf(GMAIL)).toBe("Thanks Sam, Tuesday at 10 works for me.\nI'll bring my coaching licence.");
  });

  it('drops an Apple Mail quote and a "-- " signature', () => {
    expect(replyTextOf(APPLE_WITH_SIGNATURE)).toBe('Yes, I can send the references tomorrow.');
  });

  it("drops Outlook's header block below its rule, and the original message block", () => {
    expect(replyTextOf(OUTLOOK)).toBe('Happy to. See you on Friday.');
    expect(replyTextOf(OUTLOOK_ORIGINAL_MESSAGE)).toBe('Confirmed, thank you.');
  });

  it('drops "Sent from my iPhone"', () => {
    expect(replyTextOf(IPHONE)).toBe('Sounds good!');
  });

  it('keeps Arabic text above Gmail\'s Arabic attribution (with its bidi marks) and Apple Mail\'s, and drops the signature', () => {
    expect(replyTextOf(GMAIL_ARABIC)).toBe('شكرًا سامي، يناسبني يوم الثلاثاء الساعة العاشرة.\nسأحضر شهادة التدريب.');
    expect(replyTextOf(APPLE_ARABIC_WITH_SIGNATURE)).toBe('نعم، سأرسل المراجع غدًا.');
  });

  it("drops Outlook's Arabic header block", () => {
    expect(replyTextOf(OUTLOOK_ARABIC)).toBe('بكل سرور، أراك يوم الجمعة.');
  });

  it('keeps an ordinary Arabic sentence that starts like an attribution, and CRLF text', () => {
    const text = 'في المقال الذي كتبته أمس قلت:\r\nإن التدريب يبدأ مبكرًا.\r\n';
    expect(replyTextOf(text)).toBe('في المقال الذي كتبته أمس قلت:\nإن التدريب يبدأ مبكرًا.');
  });

  it('leaves nothing of a reply that only quotes', () => {
    expect(replyTextOf('\n\nOn Tue, 24 Nov 2026 at 10:15, Football Jobs <no-reply@footballjobs.example> wrote:\n> Hello\n')).toBe('');
  });
});
