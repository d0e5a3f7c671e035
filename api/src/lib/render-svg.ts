import { lazyImport } from './lazy-import';

const loadSharp = lazyImport(() => import('sharp').then((module) => module.default));

/** Rasterises a trusted SVG document (made in code, e.g. the demo seed's crests) to a square PNG of `size` px. */
export async function renderSvgToPng(svg: string, size: number): Promise<Buffer> {
  return (await loadSharp())(Buffer.from(svg), { density: 72 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}
