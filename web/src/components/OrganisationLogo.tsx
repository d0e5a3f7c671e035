import { useState, type CSSProperties } from 'react';
import { organisationInitials, organisationHue } from '../lib/organisation-mark';
import './organisation-logo.css';

interface OrganisationLogoProps {
  src: string | null | undefined;
  /** The organisation's name: the image's text alternative and the source of the default mark. */
  name: string;
  size: number;
  className?: string;
  /** True where the name is written next to the logo (cards, lists): the logo is then decoration. */
  decorative?: boolean;
}

/**
 * An organisation's logo, or — when it has none or the file fails to load — its own default mark: up to two
 * initials on a colour derived from the name, so no two clubs share one grey shield.
 */
export function OrganisationLogo({ src, name, size, className = '', decorative = false }: OrganisationLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { inlineSize: size, blockSize: size } satisfies CSSProperties;
  if (src && src !== failedSrc) {
    return (
      <img
        className={`org-logo ${className}`.trim()}
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        style={style}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  const hue = organisationHue(name);
  const markStyle = { ...style, fontSize: Math.round(size * 0.38), backgroundColor: `hsl(${hue} 55% 30%)` } satisfies CSSProperties;
  return (
    <span
      className={`org-logo org-logo--mark ${className}`.trim()}
      style={markStyle}
      data-testid="organisation-mark"
      // The initials are the organisation's name (data), not UI text to translate.
      data-i18n-skip=""
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {organisationInitials(name)}
    </span>
  );
}
