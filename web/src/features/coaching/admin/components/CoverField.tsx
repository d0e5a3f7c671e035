import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../lib/api-errors';
import { useMediaObjectUrl } from '../../../media';
import { TextField } from '../../../../components/form';
import { uploadCoverPicture } from '../api/authoring';
import '../../../media/media.css';

const MEDIA_PATH = /^\/media\/\d+$/;

/** The cover: an https address typed in, or a picture uploaded through the media rules (stored as `/media/{id}`). */
export function CoverField() {
  const { t } = useTranslation();
  const uploadId = useId();
  const [field, , helpers] = useField<string>('coverImage');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = field.value.trim();
  // An uploaded picture is private until the course is published, so it is fetched with the author's session.
  const uploaded = useMediaObjectUrl(MEDIA_PATH.test(value) ? value : null);
  const preview = MEDIA_PATH.test(value) ? uploaded : /^(?:https:\/\/|\/(?![/\\]))\S+$/.test(value) ? value : null;
  return (
    <div className="coaching-admin__cover">
      <TextField name="coverImage" type="url" label={t('coachingAdmin.details.cover')} hint={t('coachingAdmin.details.coverHint')} maxLength={500} />
      <div className="coaching-admin__cover-actions">
        <div className="file-picker">
          <input
            id={uploadId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="file-picker__input"
            disabled={busy}
            data-testid="cover-upload"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (!file) return;
              setBusy(true);
              setError(null);
              try {
                await helpers.setValue(await uploadCoverPicture(file), true);
                await helpers.setTouched(true, false);
              } catch (failure) {
                setError(apiErrorMessage(failure));
              } finally {
                setBusy(false);
              }
            }}
          />
          <span className="file-picker__button" aria-hidden="true">
            {busy ? t('coachingAdmin.details.uploading') : t('coachingAdmin.details.upload')}
          </span>
          <label className="file-picker__name" htmlFor={uploadId}>
            {t('coachingAdmin.details.uploadLabel')}
          </label>
        </div>
        {value ? (
          <button type="button" className="button button--link" onClick={() => void helpers.setValue('', true)}>
            {t('coachingAdmin.details.removeCover')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {preview ? <img className="coaching-admin__cover-preview" src={preview} alt={t('coachingAdmin.details.coverPreview')} width={320} height={180} data-testid="cover-preview" /> : null}
    </div>
  );
}
