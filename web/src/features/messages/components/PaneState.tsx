import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';

/**
 * Loading, empty and error states of a pane (the list or the thread), announced to screen readers. Loading carries the
 * app's `page-loading` mark: tools that wait for a page to settle (the browser guards) wait for the pane too.
 */
export function PaneLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <p className="messages-pane__state page-loading" role="status" data-testid={testId}>
      {label}
    </p>
  );
}

export function PaneEmpty({ title, body, testId }: { title: string; body?: string; testId: string }) {
  return <EmptyState className="messages-pane__state messages-pane__state--empty" data-testid={testId} illustration="inbox" title={title} body={body} compact />;
}

export function PaneError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="messages-pane__state messages-pane__state--error" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {t('messages.retry')}
      </button>
    </div>
  );
}
