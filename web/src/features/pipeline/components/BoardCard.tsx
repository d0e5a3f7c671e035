import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';
import type { ApplicationCard } from '../api/types';
import { formatDay } from '../lib/format-date';
import { MoveToMenu } from './MoveToMenu';
import { RatingAverage } from './StarRating';

interface BoardCardProps {
  application: ApplicationCard;
  active: boolean;
  onOpen: () => void;
  onMove: (status: number) => void;
}

/** What a card shows on the board and in the drag overlay: photo, name, applied date, the team's average rating. */
export function BoardCardContent({ application, onOpen }: { application: ApplicationCard; onOpen?: () => void }) {
  const { t, i18n } = useTranslation();
  const { candidate } = application;
  return (
    <div className="board-card__who">
      <Img src={mediaUrl(candidate.profilePic)} alt="" width={36} height={36} fallback="profile" className="board-card__photo" />
      <div className="board-card__text">
        {onOpen ? (
          <button type="button" className="board-card__name" onClick={onOpen} data-testid="board-card-open" data-i18n-skip="" dir="auto">
            {candidate.name}
          </button>
        ) : (
          <span className="board-card__name" data-i18n-skip="" dir="auto">
            {candidate.name}
          </span>
        )}
        <span className="board-card__meta">{t('employer.pipeline.appliedOn', { date: formatDay(application.applied, i18n.language) })}</span>
        <RatingAverage rating={application.rating} />
      </div>
    </div>
  );
}

/**
 * One application on the board. The whole card drags with a pointer (after a few pixels, so a click on the name
 * still opens it); the keyboard picks it up from the grip button only (Space or Enter), so Enter on the name opens
 * the side panel instead.
 */
export function BoardCard({ application, active, onOpen, onMove }: BoardCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.ID,
    data: { application },
  });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      className={`board-card${isDragging ? ' board-card--dragging' : ''}${active ? ' board-card--active' : ''}`}
      data-testid="board-card"
      data-application-id={application.ID}
      data-status={application.status}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        className="board-card__grip"
        aria-label={t('employer.pipeline.board.dragHandle', { name: application.candidate.name })}
        data-testid="board-card-grip"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <BoardCardContent application={application} onOpen={onOpen} />
      <MoveToMenu status={application.status} candidateName={application.candidate.name} onMove={onMove} />
    </li>
  );
}
