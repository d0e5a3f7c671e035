import { useTranslation } from 'react-i18next';

/** "with Cora Coach": the words translated, the name kept as data (its own script and direction). */
export function TaughtBy({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <span>
      {t('coaching.course.with')}{' '}
      <span dir="auto" data-i18n-skip="">
        {name}
      </span>
    </span>
  );
}
