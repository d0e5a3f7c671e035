import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedMoves } from '../lib/allowed-moves';
import { employerStatusText } from '../lib/status-text';

interface MoveToMenuProps {
  status: number;
  candidateName: string;
  onMove: (status: number) => void;
}

/**
 * "Move to…" on each board card, for people who do not drag: a button opening the statuses this application may
 * move to (the shared transition table). Escape or a click elsewhere closes it and gives focus back to the button.
 */
export function MoveToMenu({ status, candidateName, onMove }: MoveToMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const options = allowedMoves([status]);

  useEffect(() => {
    if (!open) return undefined;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    }
  };

  if (!options.length) return <span className="move-menu__none">{t('employer.pipeline.noMoves')}</span>;
  return (
    <div className="move-menu" ref={root} onKeyDown={onMenuKey}>
      <button
        ref={button}
        type="button"
        className="button button--ghost button--small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('employer.pipeline.board.moveToOf', { name: candidateName })}
        onClick={() => setOpen(!open)}
        data-testid="move-to"
      >
        {t('employer.pipeline.board.moveTo')}
      </button>
      {open ? (
        <ul className="move-menu__list" role="menu" id={listId} aria-label={t('employer.pipeline.board.moveToOf', { name: candidateName })}>
          {options.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitem"
                className="move-menu__item"
                data-testid={`move-to-${code}`}
                onClick={() => {
                  close();
                  onMove(code);
                }}
              >
                {employerStatusText(t, code)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
