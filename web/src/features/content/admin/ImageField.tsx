import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-errors';
import { useMediaObjectUrl } from '../../media';
import { adminCalls } from './admin-api';
import '../../media/media.css';

/** Upload an image through the media rules (type sniffed, size limit) and keep its id; shows the current image. */
export function ImageField({ label, mediaId, onChange }: { label: string; mediaId: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const src = useMediaObjectUrl(mediaId ? `/media/${mediaId}` : null);
  return (
    <div className="form-field image-field">
      <label htmlFor={id}>{label}</label>
      {src ? <img src={src} alt="" width={160} height={90} className="image-field__preview" /> : null}
      {/* The media area's picker: a button and the chosen name in the page's language, not the browser's. */}
      <div className="file-picker">
        <input
          id={id}
          type="file"
          accept="image/*"
          className="file-picker__input"
          aria-describedby={`${id}-chosen`}
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setChosen(file.name);
            setBusy(true);
            setError(null);
            try {
              onChange((await adminCalls.uploadImage(file)).id);
            } catch (failure) {
              setError(apiErrorMessage(failure));
            } finally {
              setBusy(false);
            }
          }}
        />
        <span className="file-picker__button" aria-hidden="true">
          {mediaId ? t('media.picker.change') : t('media.picker.choose')}
        </span>
        <span className="file-picker__name" id={`${id}-chosen`} aria-live="polite">
          {chosen ?? t('media.picker.none')}
        </span>
      </div>
      {mediaId ? (
        <button type="button" className="button button--link" onClick={() => onChange(null)}>
          {t('content.admin.removeImage')}
        </button>
      ) : null}
      {error ? <span className="form-field__error">{error}</span> : null}
    </div>
  );
}
