import { describe, expect, it } from 'vitest';
import { buildCertificatePdf, isArabicOnly } from '../src/modules/coaching/certificate-pdf';

const certificate = {
  code: 'K7Q2M4XZ8PLR5TWA3NVB6CDE',
  courseSlug: 'cv-and-interview-skills',
  issued: '2026-11-28T12:00:00.000Z',
  verifyUrl: 'http://localhost:3000/coaching/certificates/K7Q2M4XZ8PLR5TWA3NVB6CDE',
  courseTitle: 'CV and interview skills',
  coachName: 'Cora Coach',
};

// Font dictionaries are not compressed: the embedded faces can be read from the bytes.
const fontsOf = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Za-z+-]+)/g)].map((match) => match[1]!.replace(/^[A-Z]{6}\+/, '')).sort();

describe('certificate PDF', () => {
  it('sets Latin names in the standard fonts and embeds nothing', async () => {
    const pdf = await buildCertificatePdf({ ...certificate, learnerName: 'Casey Candidate' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fontsOf(pdf)).toEqual(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique']);
  });

  it('embeds the Arabic face for a name written in Arabic', async () => {
    const pdf = await buildCertificatePdf({ ...certificate, learnerName: 'كريم حداد' });
    expect(fontsOf(pdf)).toContain('ReadexPro-Bold');
  });

  it('takes only Arabic script and spaces as Arabic text (the face has no Latin letters or digits)', () => {
    expect(isArabicOnly('كريم حداد')).toBe(true);
    expect(isArabicOnly('  لينا منصور ')).toBe(true);
    expect(isArabicOnly('Karim حداد')).toBe(false);
    expect(isArabicOnly('كريم 2')).toBe(false);
    expect(isArabicOnly('Karim Haddad')).toBe(false);
    expect(isArabicOnly('   ')).toBe(false);
  });
});
