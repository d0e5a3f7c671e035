import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import type { ApplicationCard } from '../api/types';
import { allowedMoves } from '../lib/allowed-moves';
import { formatDay } from '../lib/format-date';
import { employerStatusText } from '../lib/status-text';
import { ApplicationDetailPanel } from './ApplicationDetailPanel';
import { CvDownloadButton } from './CvDownloadButton';
import { StatusSelect } from './StatusSelect';

interface ApplicationCardViewProps {
  application: ApplicationCard;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Asks for confirmation before anything moves. */
  onMove: (status: number) => void;
}

/** One candidate: headline, skills, CV, screening answers, cover note, status change, notes and timeline. */
export function ApplicationCardView({ application, selected, onSelect, onMove }: ApplicationCardViewProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const { candidate } = application;
  const headline = candidate.cand_headline.map((tag) => tag.label).filter(Boolean);
  const location = [candidate.cand_city, candidate.cand_country].filter(Boolean).join(', ');
  return (
    <article className="pipeline-card" data-testid="application-card" data-application-id={application.ID} data-status={application.status}>
      <header className="pipeline-card__header">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('employer.pipeline.select', { name: candidate.name })}
          data-testid="application-select"
        />
        <Img src={mediaUrl(candidate.profilePic)} alt="" width={56} height={56} fallback="profile" className="pipeline-card__photo" />
        <div className="pipeline-card__who">
          <h3>{candidate.slug ? <Link to={candidate.profileUrl}>{candidate.name}</Link> : candidate.name}</h3>
          {candidate.cv_headline ? <p className="pipeline-card__headline">{candidate.cv_headline}</p> : null}
          {headline.length ? <p className="tags">{headline.map((label) => <span key={label} className="tag">{label}</span>)}</p> : null}
          <p className="pipeline-card__meta">
            {location ? `${location} · ` : ''}
            {t('employer.pipeline.appliedOn', { date: formatDay(application.applied, i18n.language) })}
          </p>
        </div>
        <span className="status-badge" data-testid="application-status">
          {employerStatusText(t, application.status)}
        </span>
      </header>
      {candidate.cand_skills.length ? (
        <p className="pipeline-card__skills">
          <strong>{t('employer.pipeline.skills')}:</strong> {candidate.cand_skills.map((skill) => skill.label).join(', ')}
        </p>
      ) : null}
      <div className="pipeline-card__actions">
        {application.cv ? <CvDownloadButton cv={application.cv} candidateName={candidate.name} /> : <span>{t('employer.pipeline.noCv')}</span>}
        <StatusSelect
          options={allowedMoves([application.status])}
          value={target}
          onChange={setTarget}
          label={t('employer.pipeline.changeStatus')}
          testId="application-move-select"
        />
        <button
          type="button"
          className="button"
          disabled={!target}
          data-testid="application-move"
          onClick={() => {
            onMove(Number(target));
            setTarget('');
          }}
        >
          {t('employer.pipeline.move')}
        </button>
        <button type="button" className="button button--ghost" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="application-open">
          {open ? t('employer.pipeline.hideDetails') : t('employer.pipeline.showDetails', { count: application.notesCount })}
        </button>
      </div>
      {open ? (
        <div className="pipeline-card__body">
          {application.answers.length ? (
            <section data-testid="screening-answers">
              <h4>{t('employer.pipeline.answers')}</h4>
              <dl>
                {application.answers.map((answer) => (
                  <div key={answer.question_id}>
                    <dt>{answer.question}</dt>
                    <dd>{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {application.cover_note ? (
            <section>
              <h4>{t('employer.pipeline.coverNote')}</h4>
              <p className="pre-line">{application.cover_note}</p>
            </section>
          ) : null}
          {candidate.email ? (
            <p>
              <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
              {candidate.phone ? ` · ${candidate.phone}` : ''}
            </p>
          ) : null}
          <ApplicationDetailPanel applicationId={application.ID} />
        </div>
      ) : null}
    </article>
  );
}
