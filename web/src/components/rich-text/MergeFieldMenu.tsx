import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeFieldOption } from './merge-fields';
import { MERGE_ICON } from './toolbar-items';

interface MergeFieldMenuProps {
  editor: Editor;
  fields: readonly MergeFieldOption[];
  tabIndex: number;
  onFocus: () => void;
}

/** A menu button (WAI-ARIA menu pattern) listing the merge fields; choosing one inserts its chip at the cursor. */
export function MergeFieldMenu({ editor, fields, tabIndex, onFocus }: MergeFieldMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (key: string) => {
    setOpen(false);
    editor.chain().focus().insertMergeField(key).run();
  };
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      openAt(event.key === 'ArrowDown' ? 0 : fields.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: fields.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      event.stopPropagation();
      setActive((moves[event.key]! + fields.length) % fields.length);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      event.stopPropagation();
      close(event.key === 'Escape');
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.stopPropagation();
    }
  };

  const label = t('richText.insertMergeField');
  return (
    <div className="rte-menu">
      <button
        ref={button}
        type="button"
        className="rte-tool rte-tool--text"
        data-rte-tool="merge"
        data-testid="rte-merge-menu"
        tabIndex={tabIndex}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={label}
        onMouseDown={(event) => event.preventDefault()}
        onFocus={onFocus}
        onKeyDown={onButtonKey}
        onClick={() => (open ? close(false) : openAt(0))}
      >
        {MERGE_ICON}
        <span>{label}</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          className="rte-menu__list"
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {fields.map((field, index) => (
            <li
              key={field.key}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              data-merge-option={field.key}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(field.key)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(field.key);
                }
              }}
            >
              {field.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
