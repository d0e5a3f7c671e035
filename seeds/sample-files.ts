import { crc32, deflateSync } from 'node:zlib';

/**
 * Small, real files made in code for the demo seed and tests: a one-page text PDF and an RGB PNG. Built by hand
 * from the file formats so the seed needs no PDF or image library.
 */

/** WinAnsi (the standard fonts' encoding) places a few common typographic characters below 0xA0. */
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
};

/** A PDF string in WinAnsi encoding (the standard Helvetica font); characters it lacks become '?'. */
function pdfString(text: string): string {
  const encoded = [...text]
    .map((char) => {
      const extra = WIN_ANSI_EXTRAS[char];
      if (extra !== undefined) return String.fromCharCode(extra);
      const code = char.charCodeAt(0);
      return code <= 0xff && (code < 0x80 || code >= 0xa0) ? char : '?';
    })
    .join('');
  return `(${encoded.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** A one-page A4 PDF showing `lines` in 12 pt Helvetica; text extractors read the lines back. */
export function makeSamplePdf(lines: readonly string[]): Buffer {
  const textOps = lines.map((line, index) => `${index === 0 ? '' : 'T* '}${pdfString(line)} Tj`).join('\n');
  const content = `BT\n/F1 12 Tf\n16 TL\n56 780 Td\n${textOps}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

export type Rgb = readonly [number, number, number];

/**
 * An RGB PNG of `width` × `height`: a vertical gradient from `top` to `bottom` with a lighter disc in the middle,
 * so it looks like an avatar placeholder rather than a flat block.
 */
export function makeSamplePng(width: number, height: number, top: Rgb, bottom: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour RGB
  // compression, filter and interlace methods stay 0

  const rowLength = 1 + width * 3;
  const pixels = Buffer.alloc(rowLength * height);
  const radius = Math.min(width, height) / 4;
  for (let y = 0; y < height; y += 1) {
    const mix = height === 1 ? 0 : y / (height - 1);
    pixels[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 <= radius ** 2;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = Math.round(top[channel] * (1 - mix) + bottom[channel] * mix);
        pixels[y * rowLength + 1 + x * 3 + channel] = inDisc ? Math.min(255, base + 80) : base;
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
