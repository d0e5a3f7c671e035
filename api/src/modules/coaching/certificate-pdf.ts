import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { lazyImport } from '../../lib/lazy-import';
import type { CoachingCertificateDto } from '@fj/shared';

const loadPdfKit = lazyImport(() => import('pdfkit').then((module) => module.default));
const loadQrCode = lazyImport(() => import('qrcode').then((module) => module.default));

const require = createRequire(import.meta.url);

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', arabic: 'ReadexArabic', arabicBold: 'ReadexArabicBold' } as const;

/** Readex Pro's Arabic faces (the web's Arabic type, already shipped for the share cards): embedded only when needed. */
const ARABIC_FILES = {
  [FONT.arabic]: '@fontsource/readex-pro/files/readex-pro-arabic-400-normal.woff',
  [FONT.arabicBold]: '@fontsource/readex-pro/files/readex-pro-arabic-700-normal.woff',
} as const;
let arabicFonts: Promise<Record<string, Buffer>> | undefined;
const loadArabicFonts = () => {
  arabicFonts ??= Promise.all(Object.entries(ARABIC_FILES).map(async ([name, file]) => [name, await readFile(require.resolve(file))] as const))
    .then((entries) => Object.fromEntries(entries))
    .catch((error: unknown) => {
      arabicFonts = undefined;
      throw error;
    });
  return arabicFonts;
};

/**
 * Text pdfkit can set in Readex Pro's Arabic face: Arabic script and spaces only (the face has no Latin digits or
 * hyphens). fontkit shapes it (joining forms,
 * lam-alef) and hands back a right-to-left run in visual order, so it reads correctly. Mixed Arabic and Latin in one
 * string would need bidirectional reordering, which pdfkit does not do: that falls back to the Latin font.
 */
const ARABIC_ONLY = /^[\p{Script=Arabic}\s]+$/u;
export const isArabicOnly = (text: string) => ARABIC_ONLY.test(text.trim());
const INK = '#1b2a3a';
const GREY = '#5a6570';
const ACCENT = '#0b7a4b';
const MARGIN = 48;

/**
 * The standard PDF fonts hold Windows-1252 only: accents are dropped where that helps, anything else becomes '?'
 * (names and titles in Arabic script are set in an embedded Arabic face instead: docs/coaching.md, "Certificate PDF and Arabic").
 */
const printable = (text: string) =>
  [...text.normalize('NFKD').replace(/\p{M}/gu, '')].map((char) => ((char.codePointAt(0) ?? 0) < 0x100 || '€£–—‘’“”•'.includes(char) ? char : '?')).join('');

export const certificateFilename = (code: string) => `football-jobs-certificate-${code}.pdf`;

/** Draws the QR code as vector squares (sharp at any zoom, no image to embed). */
function drawQr(QRCode: typeof import('qrcode'), doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/**
 * Arabic text, centred, one word at a time from the right: fontkit shapes each word, but pdfkit's own line layout
 * drops the spaces between the words of a right-to-left run (checked by rendering: "كريم حداد" came out joined).
 * Lines wrap at the width; each line's words are placed right to left.
 */
function drawArabicCentred(doc: PDFKit.PDFDocument, text: string, font: string, size: number, color: string, x: number, width: number): void {
  doc.font(font).fontSize(size).fillColor(color);
  const space = size * 0.3;
  const lines: { words: string[]; widths: number[]; total: number }[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const wordWidth = doc.widthOfString(word);
    const line = lines.at(-1);
    if (line && line.total + space + wordWidth <= width) {
      line.words.push(word);
      line.widths.push(wordWidth);
      line.total += space + wordWidth;
    } else lines.push({ words: [word], widths: [wordWidth], total: wordWidth });
  }
  let y = doc.y;
  const lineHeight = doc.currentLineHeight(true);
  for (const line of lines) {
    let right = x + (width + line.total) / 2;
    line.words.forEach((word, index) => {
      right -= line.widths[index]!;
      doc.text(word, right, y, { lineBreak: false });
      right -= space;
    });
    y += lineHeight;
  }
  doc.x = x;
  doc.y = y;
}

/**
 * A one-page landscape certificate: who completed which course with which coach and when, the certificate code,
 * and the public verification address as text and as a QR code, so an employer can check it is real.
 */
export async function buildCertificatePdf(certificate: CoachingCertificateDto): Promise<Buffer> {
  const [PDFDocument, QRCode] = await Promise.all([loadPdfKit(), loadQrCode()]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: `Certificate ${certificate.code}`, Author: 'Football Jobs', Subject: `Certificate of completion: ${printable(certificate.courseTitle)}`, Creator: 'Football jobs platform' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  if ([certificate.learnerName, certificate.courseTitle, certificate.coachName].some(isArabicOnly)) {
    for (const [name, bytes] of Object.entries(await loadArabicFonts())) doc.registerFont(name, bytes);
  }

  const { width, height } = doc.page;
  const inner = width - MARGIN * 2;
  doc.lineWidth(3).strokeColor(ACCENT).rect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN).stroke();
  doc.lineWidth(0.75).strokeColor(ACCENT).rect(MARGIN / 2 + 6, MARGIN / 2 + 6, width - MARGIN - 12, height - MARGIN - 12).stroke();

  // The centred block keeps clear of the frame: long course titles wrap well inside it.
  const blockX = MARGIN + 40;
  const blockWidth = inner - 80;
  const centred = (text: string, font: string, size: number, color: string, gap: number) => {
    if (isArabicOnly(text)) drawArabicCentred(doc, text, font === FONT.bold ? FONT.arabicBold : FONT.arabic, size, color, blockX, blockWidth);
    else doc.font(font).fontSize(size).fillColor(color).text(printable(text), blockX, doc.y, { width: blockWidth, align: 'center' });
    doc.moveDown(gap);
  };
  doc.y = MARGIN + 52;
  centred('FOOTBALL JOBS · EMPLOYABILITY HUB', FONT.bold, 11, ACCENT, 1.2);
  centred('Certificate of completion', FONT.bold, 34, INK, 0.8);
  centred('This certifies that', FONT.italic, 13, GREY, 0.5);
  centred(certificate.learnerName, FONT.bold, 28, INK, 0.5);
  centred('has completed the course', FONT.italic, 13, GREY, 0.5);
  centred(certificate.courseTitle, FONT.bold, 20, INK, 0.6);
  centred('with the coach', FONT.italic, 11, GREY, 0.3);
  centred(certificate.coachName, FONT.bold, 14, INK, 0.6);
  const issued = new Date(certificate.issued).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  centred(`Issued ${issued}`, FONT.regular, 11, GREY, 0);

  const qrSize = 96;
  const footerY = height - MARGIN - qrSize - 8;
  drawQr(QRCode, doc, certificate.verifyUrl, width - MARGIN - qrSize - 8, footerY, qrSize);
  const textWidth = inner - qrSize - 40;
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text(`Certificate code: ${certificate.code}`, MARGIN + 8, footerY + 24, { width: textWidth });
  doc.font(FONT.regular).fontSize(10).fillColor(GREY).text('Check this certificate at', { width: textWidth });
  doc.font(FONT.regular).fontSize(10).fillColor(ACCENT).text(certificate.verifyUrl, { width: textWidth, link: certificate.verifyUrl, underline: true });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
