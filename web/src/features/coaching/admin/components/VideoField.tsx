import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '@fj/shared';
import { TextField } from '../../../../components/form';

/**
 * The lesson's YouTube or Vimeo link and, as soon as it is one, the player the learner will see: the hosts'
 * privacy-enhanced players (no tracking cookie until play), the same address the API stores (shared videoEmbedUrl).
 */
export function VideoField() {
  const { t } = useTranslation();
  const [field] = useField<string>('videoUrl');
  const link = field.value.trim();
  const embed = link ? videoEmbedUrl(link) : null;
  return (
    <div className="coaching-admin__video">
      <TextField name="videoUrl" type="url" label={t('coachingAdmin.lesson.video')} hint={t('coachingAdmin.lesson.videoHint')} maxLength={500} placeholder="https://www.youtube.com/watch?v=…" />
      <div className="coaching-admin__video-preview" aria-live="polite">
        {embed ? (
          <iframe
            src={embed}
            title={t('coachingAdmin.lesson.videoPreview')}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            data-testid="video-preview"
          />
        ) : (
          <p className="admin-hint">{link ? t('coachingAdmin.lesson.videoNotAllowed') : t('coachingAdmin.lesson.videoNone')}</p>
        )}
      </div>
    </div>
  );
}
