import { lazyImport } from '../../lib/lazy-import';
import { COUNTRIES, labelOf, parseFlexibleDate, QUALIFICATIONS } from '@fj/shared';
import { slugify } from '../../lib/slug';
import { htmlToText } from './html-to-text';

const loadPdfKit = lazyImport(() => import('pdfkit').then((module) => module.default));

/** The profile fields the ATS CV shows (spec names; a full candidate profile satisfies it). */
export interface AtsCvProfile {
  cand_name: string;
  cand_email: string;
  cand_phone: string;
  cand_city: string;
  cand_country: string;
  cv_headline: string;
  cand_headline: readonly { value: string; label: string }[];
  cand_intro: string;
  cand_linked: string;
  cand_twiter: string;
  cand_fb: string;
  cand_google: string;
  cand_profession: readonly {
    project_role: string;
    project_organization: string;
    project_desc: string;
    project_start: string;
    project_end: string;
  }[];
  cand_education: readonly { degree_name: string; degree_institute: string; degree_detail: string }[];
  cand_certifications: readonly { certification_name: string; certification_institute: string; certification_desc: string }[];
  cand_qualification: readonly string[];
  cand_skills: readonly { label: string }[];
  cand_languages: readonly { label: string }[];
}

export interface AtsCvFile {
  filename: string;
  bytes: Buffer;
}

const PAGE_MARGIN = 54;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = { name: 20, headline: 12, heading: 12, body: 10 } as const;
const GREY = '#444444';

/** Characters outside the standard fonts' Windows-1252 repertoire: accents dropped where that helps, else '?'. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...plain].every((c) => (c.codePointAt(0) ?? 0) < 0x100) ? plain : '?';
    })
    .join('');
}

/** `Jan 2021` from any §5 date format; the text as given when it cannot be read. */
function monthYear(date: string): string {
  const parsed = parseFlexibleDate(date);
  return parsed ? parsed.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }) : date;
}

const startTime = (date: string): number => parseFlexibleDate(date)?.getTime() ?? 0;

/** The file name a download gets: `<name>-cv.pdf`. */
export function atsCvFilename(name: string): string {
  const base = slugify(name);
  return `${base === 'profile' ? 'candidate' : base}-cv.pdf`;
}

/**
 * A clean, text-based CV that applicant-tracking systems parse well: real text in a standard font, one column,
 * no tables or images, the usual headings (Summary, Experience, Education, Certifications, Skills, Languages),
 * most recent job first. Sections without content are left out.
 */
export async function buildAtsCv(profile: AtsCvProfile): Promise<AtsCvFile> {
  const name = profile.cand_name.trim() || 'Candidate';
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: printable(`${name} – CV`), Author: printable(name), Subject: 'Curriculum vitae', Creator: 'Football jobs platform' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const write = (text: string, options: { font?: string; size?: number; color?: string; gap?: number } = {}) => {
    doc
      .font(options.font ?? FONT.regular)
      .fontSize(options.size ?? SIZE.body)
      .fillColor(options.color ?? 'black')
      .text(printable(text), { paragraphGap: options.gap ?? 2, lineGap: 1 });
  };
  const heading = (title: string) => {
    doc.moveDown(0.8);
    write(title.toUpperCase(), { font: FONT.bold, size: SIZE.heading, gap: 2 });
    const y = doc.y;
    doc.moveTo(PAGE_MARGIN, y).lineTo(doc.page.width - PAGE_MARGIN, y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.moveDown(0.4);
  };

  write(name, { font: FONT.bold, size: SIZE.name, gap: 4 });
  const roles = profile.cand_headline.map((tag) => tag.label).filter(Boolean);
  if (roles.length > 0) write(roles.join(' | '), { font: FONT.bold, size: SIZE.headline });
  if (profile.cv_headline.trim()) write(profile.cv_headline, { size: SIZE.headline, color: GREY });

  const place = [profile.cand_city, labelOf(COUNTRIES, profile.cand_country) ?? ''].filter(Boolean).join(', ');
  const contact = [profile.cand_email, profile.cand_phone, place].filter(Boolean);
  if (contact.length > 0) write(contact.join('  |  '), { color: GREY });
  const links = [profile.cand_linked, profile.cand_twiter, profile.cand_fb, profile.cand_google].filter(Boolean);
  if (links.length > 0) write(links.join('  |  '), { color: GREY });

  const summary = htmlToText(profile.cand_intro);
  if (summary) {
    heading('Summary');
    write(summary);
  }

  if (profile.cand_profession.length > 0) {
    heading('Experience');
    const jobs = [...profile.cand_profession].sort(
      (a, b) => Number(!b.project_end) - Number(!a.project_end) || startTime(b.project_start) - startTime(a.project_start),
    );
    for (const job of jobs) {
      write([job.project_role, job.project_organization].filter(Boolean).join(', '), { font: FONT.bold, gap: 0 });
      const end = job.project_end ? monthYear(job.project_end) : 'Present';
      write(`${monthYear(job.project_start)} – ${end}`, { color: GREY, gap: 1 });
      if (job.project_desc.trim()) write(job.project_desc);
      doc.moveDown(0.4);
    }
  }

  if (profile.cand_education.length > 0) {
    heading('Education');
    for (const degree of profile.cand_education) {
      write([degree.degree_name, degree.degree_institute].filter(Boolean).join(', '), { font: FONT.bold, gap: 0 });
      if (degree.degree_detail.trim()) write(degree.degree_detail);
      doc.moveDown(0.3);
    }
  }

  const qualifications = profile.cand_qualification.map((value) => labelOf(QUALIFICATIONS, value) ?? value);
  if (qualifications.length > 0 || profile.cand_certifications.length > 0) {
    heading('Certifications');
    for (const qualification of qualifications) write(`• ${qualification}`);
    for (const certification of profile.cand_certifications) {
      const line = [certification.certification_name, certification.certification_institute].filter(Boolean).join(', ');
      write(`• ${line}${certification.certification_desc.trim() ? ` – ${certification.certification_desc}` : ''}`);
    }
  }

  if (profile.cand_skills.length > 0) {
    heading('Skills');
    write(profile.cand_skills.map((skill) => skill.label).join(', '));
  }

  if (profile.cand_languages.length > 0) {
    heading('Languages');
    write(profile.cand_languages.map((language) => language.label).join(', '));
  }

  doc.end();
  await finished;
  return { filename: atsCvFilename(name), bytes: Buffer.concat(chunks) };
}
