import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './empty-state.css';
import { EmptyStateArt, type EmptyStateIllustration } from './EmptyStateArt';

export type { EmptyStateIllustration } from './EmptyStateArt';

/** The next step an empty list offers: a link to a page, or a button that acts here (open a form, clear filters). */
export type EmptyStateAction = { label: string; to: string; onClick?: never } | { label: string; onClick: () => void; to?: never };

interface EmptyStateProps {
  illustration: EmptyStateIllustration;
  /** Translated: what is empty ("No applications yet"). */
  title: string;
  /** Translated: why, or what to do next. */
  body?: ReactNode;
  action?: EmptyStateAction;
  /** Render the title as a heading of this level when the empty state stands for a whole section. */
  headingLevel?: 2 | 3 | 4;
  /** Smaller, for an empty panel inside a dashboard card. */
  compact?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** An empty list: a small drawing (decorative, mirrored in right-to-left pages), what is empty, and the next step. */
export function EmptyState({ illustration, title, body, action, headingLevel, compact, className, 'data-testid': testId }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const classes = ['empty-state', compact ? 'empty-state--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={testId ?? 'empty-state'}>
      <EmptyStateArt illustration={illustration} />
      <Title className="empty-state__title">{title}</Title>
      {body ? <p className="empty-state__body">{body}</p> : null}
      {action ? (
        action.to !== undefined ? (
          <Link className="button" to={action.to}>
            {action.label}
          </Link>
        ) : (
          <button type="button" className="button" onClick={action.onClick}>
            {action.label}
          </button>
        )
      ) : null}
    </div>
  );
}
