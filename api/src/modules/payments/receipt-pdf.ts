import { lazyImport } from '../../lib/lazy-import';
import { formatMoney } from '@fj/shared';
import type { PaymentRow } from './contracts';
import type { PaymentLineView } from './payments.mapper';

const loadPdfKit = lazyImport(() => import('pdfkit').then((module) => module.default));

export interface ReceiptInput {
  payment: PaymentRow & { receipt_number: string; paid_at: Date };
  customer: { name: string; email: string };
  /** The order's lines; other payments are one line of their description. */
  lines: readonly PaymentLineView[];
}

const MARGIN = 56;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const GREY = '#555555';

/** The standard PDF fonts only hold Windows-1252: other characters lose their accents or become '?'. */
const printable = (text: string) =>
  [...text.normalize('NFKD').replace(/\p{M}/gu, '')].map((char) => ((char.codePointAt(0) ?? 0) < 0x100 || '€£–—‘’“”•'.includes(char) ? char : '?')).join('');

export const receiptFilename = (receiptNumber: string) => `football-jobs-receipt-${receiptNumber}.pdf`;

/** A one-page receipt: number, date, customer, what was bought line by line, and the total paid. */
export async function buildReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const { payment } = input;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: `Receipt ${payment.receipt_number}`, Author: 'Football Jobs', Subject: 'Payment receipt', Creator: 'Football jobs platform' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font(FONT.bold).fontSize(22).text('Football Jobs');
  doc.font(FONT.regular).fontSize(12).fillColor(GREY).text('Receipt');
  doc.moveDown(1.2);

  const detail = (label: string, value: string) => {
    doc.font(FONT.bold).fontSize(10).fillColor('black').text(`${label}: `, { continued: true }).font(FONT.regular).text(printable(value));
  };
  detail('Receipt number', payment.receipt_number);
  detail('Date paid', payment.paid_at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  detail('Billed to', input.customer.name);
  detail('Email', input.customer.email);
  detail('Description', payment.description);
  doc.moveDown(1.2);

  const columns = { item: MARGIN, quantity: MARGIN + width * 0.58, unit: MARGIN + width * 0.68, total: MARGIN + width * 0.84 };
  const row = (cells: [string, string, string, string], font: string) => {
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor('black');
    doc.text(printable(cells[0]), columns.item, y, { width: width * 0.56 });
    const bottom = doc.y;
    doc.text(cells[1], columns.quantity, y, { width: width * 0.09, align: 'right' });
    doc.text(cells[2], columns.unit, y, { width: width * 0.15, align: 'right' });
    doc.text(cells[3], columns.total, y, { width: width * 0.16, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(bottom, doc.y) + 4;
  };
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.moveDown(0.4);
  };

  row(['Item', 'Qty', 'Price', 'Amount'], FONT.bold);
  rule();
  for (const line of input.lines) row([line.title, String(line.quantity), money(line.unitPriceMinor), money(line.lineTotalMinor)], FONT.regular);
  rule();
  // Prices above are already the member prices; this row says what the membership saved.
  const discount = input.lines.reduce((sum, line) => sum + line.discountMinor, 0);
  if (discount > 0) row(['Member discount included', '', '', `-${money(discount)}`], FONT.regular);
  row(['Total paid', '', '', money(payment.amount_minor)], FONT.bold);

  doc.moveDown(2);
  doc.font(FONT.regular).fontSize(9).fillColor(GREY).text('Thank you for your payment. Keep this receipt for your records.', MARGIN, doc.y, { width });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
