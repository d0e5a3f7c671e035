import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CoachingCertificateDto } from '@fj/shared';

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const INK = '#1b2a3a';
const GREY = '#5a6570';
const ACCENT = '#0b7a4b';
const MARGIN = 48;

/**
 * The standard PDF fonts hold Windows-1252 only: accents are dropped where that helps, anything else becomes '?'
 * (Arabic names need an embedded font: docs/coaching.md, "Certificate PDF and Arabic").
 */
const printable = (text: string) =>
  [...text.normalize('NFKD').replace(/\p{M}/gu, '')].map((char) => ((char.codePointAt(0) ?? 0) < 0x100 || '€£–—‘’“”•'.includes(char) ? char : '?')).join('');

export const certificateFilename = (code: string) => `football-jobs-certificate-${code}.pdf`;

/** Draws the QR code as vector squares (sharp at any zoom, no image to embed). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
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
 * A one-page landscape certificate: who completed which course with which coach and when, the certificate code,
 * and the public verification address as text and as a QR code, so an employer can check it is real.
 */
export async function buildCertificatePdf(certificate: CoachingCertificateDto): Promise<Buffer> {
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

  const { width, height } = doc.page;
  const inner = width - MARGIN * 2;
  doc.lineWidth(3).strokeColor(ACCENT).rect(MARGIN / 2, MARGIN / 2, width - MARGIN, height - MARGIN).stroke();
  doc.lineWidth(0.75).strokeColor(ACCENT).rect(MARGIN / 2 + 6, MARGIN / 2 + 6, width - MARGIN - 12, height - MARGIN - 12).stroke();

  const centred = (text: string, font: string, size: number, color: string, gap: number) => {
    doc.font(font).fontSize(size).fillColor(color).text(printable(text), MARGIN, doc.y, { width: inner, align: 'center' });
    doc.moveDown(gap);
  };
  doc.y = MARGIN + 28;
  centred('FOOTBALL JOBS · EMPLOYABILITY HUB', FONT.bold, 11, ACCENT, 1.2);
  centred('Certificate of completion', FONT.bold, 34, INK, 0.8);
  centred('This certifies that', FONT.italic, 13, GREY, 0.5);
  centred(certificate.learnerName, FONT.bold, 28, INK, 0.5);
  centred('has completed the course', FONT.italic, 13, GREY, 0.5);
  centred(certificate.courseTitle, FONT.bold, 20, INK, 0.9);
  const issued = new Date(certificate.issued).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  centred(`Coach: ${certificate.coachName}    ·    Issued ${issued}`, FONT.regular, 12, INK, 0);

  const qrSize = 96;
  const footerY = height - MARGIN - qrSize - 8;
  drawQr(doc, certificate.verifyUrl, width - MARGIN - qrSize - 8, footerY, qrSize);
  const textWidth = inner - qrSize - 40;
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text(`Certificate code: ${certificate.code}`, MARGIN + 8, footerY + 24, { width: textWidth });
  doc.font(FONT.regular).fontSize(10).fillColor(GREY).text('Check this certificate at', { width: textWidth });
  doc.font(FONT.regular).fontSize(10).fillColor(ACCENT).text(certificate.verifyUrl, { width: textWidth, link: certificate.verifyUrl, underline: true });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
