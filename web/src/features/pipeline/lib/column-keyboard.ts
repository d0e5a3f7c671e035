import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT = 'ArrowRight';
const PREVIOUS = 'ArrowLeft';

/**
 * Keyboard moves on the board jump a picked-up card to the next column on screen (Arrow Right / Arrow Left; in a
 * right-to-left page the next status is on the left, so the arrow points where the card goes). Up and Down do
 * nothing: the order inside a column is by date, not chosen.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (event.code !== NEXT && event.code !== PREVIOUS) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === NEXT
      ? columns.find((rect) => rect.left + rect.width / 2 > centre + 1)
      : [...columns].reverse().find((rect) => rect.left + rect.width / 2 < centre - 1);
  if (!target) return undefined;
  return { x: target.left + (target.width - collisionRect.width) / 2, y: target.top + 8 };
};
