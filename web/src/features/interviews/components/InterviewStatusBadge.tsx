import { useTranslation } from 'react-i18next';
import type { InterviewStatus } from '@fj/shared';

/** The interview's status in words, coloured by what it asks of the reader; the candidate reads it from his side. */
export function InterviewStatusBadge({ status, viewer = 'employer' }: { status: InterviewStatus; viewer?: 'employer' | 'candidate' }) {
  const { t } = useTranslation();
  const text = viewer === 'candidate' ? t(`interviews.candidateStatus.${status}`, { defaultValue: t(`interviews.status.${status}`) }) : t(`interviews.status.${status}`);
  return (
    <span className={`interview-status interview-status--${status}`} data-testid="interview-status">
      {text}
    </span>
  );
}
