import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../lib/youtube';

/** The employer's YouTube video (§5 YouTube only), through the privacy-enhanced embed. */
export function VideoPlayer({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation();
  const src = youtubeEmbedUrl(link);
  if (!src) return null;
  return (
    <div className="video-player" data-testid="employer-video">
      <iframe
        src={src}
        title={t('employer.profile.videoTitle', { name: title })}
        width={560}
        height={315}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
