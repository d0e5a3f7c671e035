import { useTranslation } from 'react-i18next';

const YOUTUBE_ID = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/;

/** The profile video (YouTube only), loaded without cookies. */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const id = YOUTUBE_ID.exec(url)?.[1];
  if (!id) return null;
  return (
    <section className="football-section">
      <h2>{t('football.video')}</h2>
      <div className="video-embed">
        <iframe src={`https://www.youtube-nocookie.com/embed/${id}`} title={title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />
      </div>
    </section>
  );
}
