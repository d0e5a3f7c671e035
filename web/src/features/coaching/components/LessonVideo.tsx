import { useTranslation } from 'react-i18next';

/**
 * The lesson's video in the host's privacy-enhanced player (the API sends only youtube-nocookie.com or Vimeo with
 * dnt=1 embed addresses), so opening a lesson sets no tracking cookie until the learner presses play.
 */
export function LessonVideo({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="coaching-video" data-testid="coaching-video">
      <iframe
        src={src}
        title={t('coaching.lesson.videoTitle', { title })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      />
    </div>
  );
}
