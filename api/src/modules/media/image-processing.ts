import { lazyImport } from '../../lib/lazy-import';
import { IMAGE_MAX_DIMENSION_PX } from '@fj/shared/uploads';

const loadSharp = lazyImport(() => import('sharp').then((module) => module.default));

export interface ProcessedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** Refuse images that would decode to more than this many pixels (a decompression bomb hides in a small file). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded picture: applies the EXIF orientation, drops all metadata (EXIF GPS, camera serials,
 * embedded profiles and scripts in comments), scales the long side down to IMAGE_MAX_DIMENSION_PX, and writes a
 * fresh JPEG (photos stay JPEG) or WebP (PNG, GIF, WebP: keeps transparency). An animated GIF keeps its first frame.
 * Throws when the bytes do not decode as an image.
 */
export async function reencodeImage(bytes: Buffer, detectedMime: string): Promise<ProcessedImage> {
  const pipeline = (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .autoOrient()
    .resize({
      width: IMAGE_MAX_DIMENSION_PX,
      height: IMAGE_MAX_DIMENSION_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const asJpeg = detectedMime === 'image/jpeg';
  const { data, info } = await (asJpeg ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.webp({ quality: 85 }))
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mime: asJpeg ? 'image/jpeg' : 'image/webp', width: info.width, height: info.height };
}
