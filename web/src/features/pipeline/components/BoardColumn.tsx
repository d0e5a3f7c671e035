import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationCard } from '../api/types';
import { employerStatusText } from '../lib/status-text';
import { BoardCard } from './BoardCard';

interface BoardColumnProps {
  status: number;
  cards: readonly ApplicationCard[];
  /** While a card is dragged: whether it may be dropped here (the shared transition table). */
  dropState: 'idle' | 'allowed' | 'refused';
  openId: number;
  onOpen: (id: number) => void;
  onMove: (application: ApplicationCard, status: number) => void;
}

/** One status of the pipeline: its name and count, and its applications (newest first). */
export function BoardColumn({ status, cards, dropState, openId, onOpen, onMove }: BoardColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `status-${status}`, data: { status } });
  const label = employerStatusText(t, status);
  const headingId = `board-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      className={`board-column board-column--${dropState}${isOver ? ' board-column--over' : ''}`}
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      data-status={status}
    >
      <h2 className="board-column__title" id={headingId}>
        {label} <span className="board-column__count" data-testid="board-column-count">{cards.length}</span>
      </h2>
      {cards.length ? (
        <ul className="board-column__cards">
          {cards.map((card) => (
            <BoardCard key={card.ID} application={card} active={card.ID === openId} onOpen={() => onOpen(card.ID)} onMove={(to) => onMove(card, to)} />
          ))}
        </ul>
      ) : (
        <p className="board-column__empty">{t('employer.pipeline.board.emptyColumn')}</p>
      )}
    </section>
  );
}
