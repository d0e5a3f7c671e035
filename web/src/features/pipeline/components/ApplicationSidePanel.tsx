import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUS, canTransition } from '@fj/shared';
import { Img } from '../../../components/Img';
import { InterviewsSection } from '../../interviews';
import { ApplicationThread } from '../../messages';
import { mediaUrl } from '../../candidates/media-url';
import { useApplicationDetail } from '../api/application-detail';
import type { ApplicationCard } from '../api/types';
import { formatDay } from '../lib/format-date';
import { employerStatusText } from '../lib/status-text';
import { CvPreview } from './CvPreview';
import { MoveToMenu } from './MoveToMenu';
import { NotesPanel } from './NotesPanel';
import { StarRating } from './StarRating';
import { Timeline } from './Timeline';

interface ApplicationSidePanelProps {
  applicationId: number;
  /** The applications of the current column (board) or page (list), in their order, for next/previous. */
  siblings: readonly number[];
  onNavigate: (id: number) => void;
  onClose: () => void;
  onMove: (application: ApplicationCard, status: number) => void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * One application beside the board or list (`?application={id}`): status and moves, my stars, the CV, screening
 * answers, cover note, notes, the timeline, interviews and the message thread. J / K (or the arrow pointing the
 * reading way) go to the next / previous application of the column or list; Escape closes.
 */
export function ApplicationSidePanel({ applicationId, siblings, onNavigate, onClose, onMove }: ApplicationSidePanelProps) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useApplicationDetail(applicationId);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = siblings.indexOf(applicationId);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const next = index >= 0 && index < siblings.length - 1 ? siblings[index + 1] : undefined;
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    if (data) heading.current?.focus();
  }, [applicationId, data]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('.modal-backdrop')) return;
      const forward = event.key === 'j' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
      const back = event.key === 'k' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
      if (forward && next !== undefined) onNavigate(next);
      else if (back && previous !== undefined) onNavigate(previous);
      else if (event.key === 'Escape') onClose();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, onNavigate, onClose, rtl]);

  const candidate = data?.candidate;
  return (
    <aside className="side-panel" aria-labelledby="side-panel-title" data-testid="application-panel" data-application-id={applicationId}>
      <header className="side-panel__header">
        <nav className="side-panel__nav" aria-label={t('employer.pipeline.panel.navigation')}>
          <button type="button" className="button button--ghost button--small" disabled={previous === undefined} onClick={() => previous !== undefined && onNavigate(previous)} data-testid="panel-previous">
            {t('employer.pipeline.panel.previous')}
          </button>
          <span className="side-panel__position">{index >= 0 ? t('employer.pipeline.panel.position', { index: index + 1, count: siblings.length }) : null}</span>
          <button type="button" className="button button--ghost button--small" disabled={next === undefined} onClick={() => next !== undefined && onNavigate(next)} data-testid="panel-next">
            {t('employer.pipeline.panel.next')}
          </button>
        </nav>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')} data-testid="panel-close">
          ×
        </button>
      </header>
      {isPending ? <p>{t('common.loading')}</p> : null}
      {isError ? <p>{t('common.noData')}</p> : null}
      {data && candidate ? (
        <div className="side-panel__body" data-testid="application-detail">
          <div className="side-panel__who">
            <Img src={mediaUrl(candidate.profilePic)} alt="" width={56} height={56} fallback="profile" className="side-panel__photo" />
            <div>
              <h2 id="side-panel-title" ref={heading} tabIndex={-1} className="side-panel__name" data-i18n-skip="" dir="auto">
                {candidate.name}
              </h2>
              {candidate.cv_headline ? (
                <p className="side-panel__headline" data-i18n-skip="" dir="auto">
                  {candidate.cv_headline}
                </p>
              ) : null}
              <p className="side-panel__meta">
                <span className="status-badge" data-testid="panel-status">
                  {employerStatusText(t, data.status)}
                </span>{' '}
                {t('employer.pipeline.appliedOn', { date: formatDay(data.applied, i18n.language) })}
              </p>
              {candidate.slug ? <Link to={candidate.profileUrl}>{t('employer.pipeline.panel.profile')}</Link> : null}
            </div>
          </div>
          <div className="side-panel__actions">
            <MoveToMenu status={data.status} candidateName={candidate.name} onMove={(to) => onMove(data, to)} />
            {canTransition(data.status, APPLICATION_STATUS.REJECTED, 'employer') ? (
              <button type="button" className="button button--danger button--small" onClick={() => onMove(data, APPLICATION_STATUS.REJECTED)} data-testid="panel-reject">
                {t('employer.pipeline.panel.reject')}
              </button>
            ) : null}
          </div>
          <StarRating applicationId={applicationId} rating={data.rating} />
          <p className="side-panel__shortcuts">{t('employer.pipeline.panel.shortcuts')}</p>
          {data.cv ? <CvPreview cv={data.cv} candidateName={candidate.name} /> : <p>{t('employer.pipeline.noCv')}</p>}
          {data.answers.length ? (
            <section data-testid="screening-answers">
              <h3>{t('employer.pipeline.answers')}</h3>
              <dl>
                {data.answers.map((answer) => (
                  <div key={answer.question_id}>
                    <dt data-i18n-skip="" dir="auto">{answer.question}</dt>
                    <dd data-i18n-skip="" dir="auto">{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {data.cover_note ? (
            <section>
              <h3>{t('employer.pipeline.coverNote')}</h3>
              <p className="pre-line" data-i18n-skip="" dir="auto">
                {data.cover_note}
              </p>
            </section>
          ) : null}
          {candidate.email ? (
            <p>
              <a href={`mailto:${candidate.email}`} dir="ltr">
                {candidate.email}
              </a>
              {candidate.phone ? <span dir="ltr"> · {candidate.phone}</span> : null}
            </p>
          ) : null}
          <NotesPanel applicationId={applicationId} notes={data.notes} />
          <Timeline events={data.timeline} emails={data.emails} interviews={data.interviews} />
          <InterviewsSection applicationId={applicationId} />
          <ApplicationThread applicationId={applicationId} />
        </div>
      ) : null}
    </aside>
  );
}
