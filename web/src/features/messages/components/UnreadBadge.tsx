import { useTranslation } from 'react-i18next';

/** A small count of unread messages; nothing when there are none. */
export function UnreadBadge({ count, testId = 'unread-badge' }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid={testId} aria-label={t('messages.header.unread', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
