import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOWED_TAGS } from '@fj/shared';
import { richTextExtensions } from './extensions';
import { chipsToPlaceholders, placeholdersToChips } from './merge-fields';
import { cleanPastedHtml } from './paste-clean';

const FIELDS = [
  { key: 'candidate_name', label: 'Candidate name' },
  { key: 'job_title', label: 'Job title' },
  { key: 'company_name', label: 'Company name' },
];

let editors: Editor[] = [];
afterEach(() => {
  editors.forEach((editor) => editor.destroy());
  editors = [];
});

function editorWith(html: string, mergeFields = FIELDS): Editor {
  const editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions({ mergeFields, onLinkShortcut: () => undefined }), content: placeholdersToChips(html, mergeFields) });
  editors.push(editor);
  return editor;
}

/** Every tag name in an HTML string. */
const tagsIn = (html: string) => [...html.matchAll(/<([a-z0-9:]+)/gi)].map((match) => match[1]!.toLowerCase());

describe('merge-field chips', () => {
  it('read {placeholders} as chips and write them back as the same placeholders', () => {
    const stored = '<p dir="auto">Dear {candidate_name}, thank you for applying to {job_title} at {company_name}.</p>';
    const editor = editorWith(stored);
    const chips = editor.view.dom.querySelectorAll('.merge-chip');
    expect([...chips].map((chip) => chip.textContent)).toEqual(['Candidate name', 'Job title', 'Company name']);
    expect([...chips].every((chip) => chip.getAttribute('contenteditable') === 'false')).toBe(true);
    expect(chipsToPlaceholders(editor.getHTML())).toBe(stored);
  });

  it('a chip inserted from the menu is stored as its placeholder, never as typed braces', () => {
    const editor = editorWith('<p>Hello</p>');
    editor.chain().focus('end').insertContent(', ').insertMergeField('job_title').run();
    expect(chipsToPlaceholders(editor.getHTML())).toBe('<p dir="auto">Hello, {job_title}</p>');
    expect(JSON.stringify(editor.getJSON())).toContain('{"type":"mergeField","attrs":{"key":"job_title"}}');
  });

  it('braces that are not a merge field stay text, and editors without merge fields keep the braces as text', () => {
    expect(editorWith('<p>{unknown} and {job_title}</p>').view.dom.querySelectorAll('.merge-chip')).toHaveLength(1);
    const plain = editorWith('<p>{job_title}</p>', []);
    expect(plain.view.dom.querySelector('.merge-chip')).toBeNull();
    expect(plain.getHTML()).toBe('<p dir="auto">{job_title}</p>');
  });
});

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]--></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<h1 style='mso-style-name:"Heading 1"'><span style='font-family:"Calibri Light"'>Head Coach<o:p></o:p></span></h1>
<p class=MsoNormal style='margin-bottom:0cm'><b><span style='font-size:12.0pt;font-family:"Arial",sans-serif;color:#333'>Bold words</span></b><span style='font-family:Arial'> and <i>italic</i> <font face="Times" color="red">font</font><o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>UEFA A licence<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Fluent English<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>First step</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span>Second step</p>
<p class=MsoNormal><a href="https://club.example/jobs" style='color:blue'>Apply here</a> <a href="javascript:alert(1)">bad</a><img src="x.png"><script>alert(1)</script></p>
</body></html>`;

const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-12ab"><p dir="ltr" style="line-height:1.38;margin-top:0pt"><span style="font-size:11pt;font-family:Arial;color:#000000;font-weight:700;vertical-align:baseline;">Bold</span><span style="font-size:11pt;font-family:Arial;font-weight:400;"> plain </span><span style="font-style:italic;font-weight:400;">italic</span></p><h2 dir="ltr"><span style="font-size:16pt">Section</span></h2><ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr" role="presentation"><span>Item</span></p></li></ul><p dir="rtl"><span>مدرب حراس المرمى</span></p></b>`;

describe('paste cleaning', () => {
  it('cleans Word HTML to allow-listed markup: no styles, classes, spans, fonts, o:p, comments, images or scripts', () => {
    const out = cleanPastedHtml(WORD);
    const allowed = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
    expect(tagsIn(out).filter((tag) => !allowed.has(tag))).toEqual([]);
    expect(out).not.toMatch(/style=|class=|<span|<font|o:p|mso-|<!--|javascript:|alert|<img/i);
    expect(out).toContain('<h3>Head Coach</h3>');
    expect(out).toContain('<b>Bold words</b> and <i>italic</i> font');
    expect(out).toContain('<ul><li>UEFA A licence</li><li>Fluent English</li></ul>');
    expect(out).toContain('<ol><li>First step</li><li>Second step</li></ol>');
    expect(out).toContain('<a href="https://club.example/jobs" rel="nofollow noopener noreferrer" target="_blank">Apply here</a>');
    expect(out).not.toMatch(/<p>\s*(&nbsp;|\u00a0)?\s*<\/p>/);
  });

  it('keeps Google Docs bold and italic (styled spans) without turning the whole paste bold', () => {
    const out = cleanPastedHtml(GOOGLE_DOCS);
    expect(out).toContain('<p dir="ltr"><strong>Bold</strong> plain <em>italic</em></p>');
    expect(out).toContain('<h3 dir="ltr">Section</h3>');
    expect(out).toContain('<ul><li dir="ltr"><p dir="ltr">Item</p></li></ul>');
    expect(out).toContain('<p dir="rtl">مدرب حراس المرمى</p>');
    expect(out).not.toMatch(/<b[ >]|style=|<span|role=/);
  });

  it('what the editor keeps after a paste is only allow-listed markup', () => {
    const editor = editorWith('');
    editor.commands.setContent(cleanPastedHtml(WORD + GOOGLE_DOCS));
    const html = editor.getHTML();
    const allowed = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
    expect(tagsIn(html).filter((tag) => !allowed.has(tag))).toEqual([]);
    expect(html).toContain('<h3 dir="auto">Head Coach</h3>');
    expect(html).toContain('<strong>Bold words</strong>');
    expect(html).not.toContain('javascript:');
  });
});

describe('direction', () => {
  it('paragraphs, headings and list items follow their own text (dir="auto"); a paragraph inside an item does not block its item', () => {
    const editor = editorWith('<h3>Role</h3><p>مرحبا</p><ul><li><p>تحليل</p></li><li><p>Video</p></li></ul>', []);
    expect(editor.getHTML()).toBe('<h3 dir="auto">Role</h3><p dir="auto">مرحبا</p><ul><li dir="auto"><p>تحليل</p></li><li dir="auto"><p>Video</p></li></ul>');
    editor.chain().setTextSelection(3).toggleBulletList().run();
    expect(editor.getHTML()).toContain('<ul><li dir="auto"><p>Role</p></li></ul>');
  });
});
