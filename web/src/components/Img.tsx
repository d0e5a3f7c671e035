import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGES = {
  profile: '/images/default-profile.svg',
  logo: '/images/default-logo.svg',
  image: '/images/default-image.svg',
} as const;

interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** §8: which default stands in when the image is missing or fails to load. */
  fallback?: keyof typeof FALLBACK_IMAGES;
}

export function Img({ src, alt, width, height, fallback = 'image', ...props }: ImgProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallbackSrc = FALLBACK_IMAGES[fallback];
  const shown = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(shown);
      }}
    />
  );
}
