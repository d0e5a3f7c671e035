import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import { countryText } from '../../jobs/lib/job-labels';
import { enumLabelOfEnglish } from '../../../lib/enum-labels';
import type { ApplicationCard } from '../api/types';
import { allowedMoves } from '../lib/allowed-moves';
import { formatDay } from '../lib/format-date';
import { employerStatusText } from '../lib/status-text';
import { CvDownloadButton } from './CvDownloadButton';
import { RatingAverage } from './StarRating';
import { StatusSelect } from './StatusSelect';

interface ApplicationCardViewProps {
  application: ApplicationCard;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Asks for confirmation before anything moves. */
  onMove: (status: number) => void;
  /** The application shown in the side panel (`?application=`). */
  active: boolean;
  /** Opens this application in the side panel. */
  onOpen: () => void;
}

/** Skills shown on the row; the rest are counted ("+3") (the candidate's profile lists them all). */
const SKILLS_ON_CARD = 4;

/**
 * One candidate as a compact row (photo, name, headline, place, skills, the team's rating, status and the move
 * controls); "Open" shows the application in the side panel.
 */
export function ApplicationCardView({ application, selected, onSelect, onMove, active, onOpen }: ApplicationCardViewProps) {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useState('');
  const { candidate } = application;
  // Headline roles and skills from the shared lists read in the page's language; typed ones stay as written.
  const headline = candidate.cand_headline.map((tag) => tag.label).filter(Boolean).map((label) => enumLabelOfEnglish(t, 'job_role', label));
  const country = countryText(t, candidate.cand_country.toLowerCase());
  const skills = candidate.cand_skills.map((skill) => skill.label).filter(Boolean);
  const hiddenSkills = skills.length - SKILLS_ON_CARD;
  return (
    <article className={`pipeline-card${active ? ' pipeline-card--active' : ''}`} data-testid="application-card" data-application-id={application.ID} data-status={application.status}>
      <div className="pipeline-card__row">
        <input
          type="checkbox"
          className="pipeline-card__select"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('employer.pipeline.select', { name: candidate.name })}
          data-testid="application-select"
        />
        <Img src={mediaUrl(candidate.profilePic)} alt="" width={44} height={44} fallback="profile" className="pipeline-card__photo" />
        <div className="pipeline-card__who">
          <h2 className="pipeline-card__name" data-i18n-skip="">{candidate.slug ? <Link to={candidate.profileUrl}>{candidate.name}</Link> : candidate.name}</h2>
          {/* The headline is the candidate's own words (any script): its direction follows its text, so an English
              headline on an Arabic page still reads and truncates left to right. */}
          <p className="pipeline-card__headline" dir="auto">
            {candidate.cv_headline ? <span data-i18n-skip="" dir="auto">{candidate.cv_headline}</span> : null}
            {candidate.cv_headline && headline.length ? ' · ' : null}
            {headline.join(' · ')}
          </p>
          <p className="pipeline-card__meta">
            {candidate.cand_city || country ? (
              <span data-testid="application-location">
                {candidate.cand_city ? <span data-i18n-skip="" dir="auto">{candidate.cand_city}</span> : null}
                {candidate.cand_city && country ? ', ' : null}
                {country}
              </span>
            ) : null}
            <span>{t('employer.pipeline.appliedOn', { date: formatDay(application.applied, i18n.language) })}</span>
            <RatingAverage rating={application.rating} />
          </p>
          {skills.length ? (
            <p className="pipeline-card__skills">
              <span className="visually-hidden">{t('employer.pipeline.skills')}: </span>
              {skills.slice(0, SKILLS_ON_CARD).map((skill) => (
                <span key={skill} className="tag">
                  {enumLabelOfEnglish(t, 'skills', skill)}
                </span>
              ))}
              {hiddenSkills > 0 ? <span className="tag tag--more">{t('employer.pipeline.moreSkills', { count: hiddenSkills })}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="pipeline-card__side">
          <span className="status-badge" data-testid="application-status">
            {employerStatusText(t, application.status)}
          </span>
          {application.safeguardingCheck === 'verified' ? (
            <span className="badge badge--success pipeline-card__safeguarding" data-testid="safeguarding-verified" title={t('employer.pipeline.safeguardingVerifiedHint')}>
              {t('employer.pipeline.safeguardingVerified')}
            </span>
          ) : null}
          <div className="pipeline-card__actions">
            <StatusSelect
              options={allowedMoves([application.status])}
              value={target}
              onChange={setTarget}
              label={t('employer.pipeline.changeStatusOf', { name: candidate.name })}
              testId="application-move-select"
            />
            <button
              type="button"
              className="button button--small"
              disabled={!target}
              data-testid="application-move"
              onClick={() => {
                onMove(Number(target));
                setTarget('');
              }}
            >
              {t('employer.pipeline.move')}
            </button>
          </div>
          <div className="pipeline-card__actions">
            {application.cv ? <CvDownloadButton cv={application.cv} candidateName={candidate.name} /> : <span className="pipeline-card__no-cv">{t('employer.pipeline.noCv')}</span>}
            <button type="button" className="button button--ghost button--small" aria-pressed={active} onClick={onOpen} data-testid="application-open">
              {t('employer.pipeline.showDetails', { count: application.notesCount })}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
