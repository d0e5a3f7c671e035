import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ShownOnceProps {
  title: string;
  /** The key or the signing secret, as the API answered it this once. */
  secret: string;
  testId: string;
  onDone: () => void;
}

/** A secret the API will never show again: in full, with a copy button and a clear warning, until dismissed. */
export function ShownOnce({ title, secret, testId, onDone }: ShownOnceProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // Clipboard access can be refused (an insecure origin, a denied permission): the text stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="notice notice--warning dev-once" data-testid={testId} role="status">
      <p className="dev-once__title">{title}</p>
      <p>{t('developers.once.warning')}</p>
      <div className="dev-once__row">
        <code className="dev-once__secret" dir="ltr" translate="no" data-testid={`${testId}-value`}>
          {secret}
        </code>
        <button type="button" className="button button--small" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {copied === 'yes' ? t('developers.once.copied') : t('developers.once.copy')}
        </button>
      </div>
      {copied === 'failed' ? <p className="field__hint">{t('developers.once.copyFailed')}</p> : null}
      <button type="button" className="button button--ghost button--small" onClick={onDone} data-testid={`${testId}-done`}>
        {t('developers.once.done')}
      </button>
    </div>
  );
}
