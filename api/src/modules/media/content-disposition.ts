const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
};

/**
 * `attachment; filename="My_CV.pdf"; filename*=UTF-8''My%20CV.pdf` (or `inline`) from a stored title: an ASCII
 * fallback for old clients and the exact UTF-8 name for the rest, with nothing that could break the header.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', title: string, mime: string): string {
  const extension = EXTENSIONS[mime] ?? '';
  const base = title.replace(/[\r\n"\\/]+/g, ' ').trim().slice(0, 150) || 'file';
  const name = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
  const ascii = name.replace(/[^A-Za-z0-9._ -]+/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
