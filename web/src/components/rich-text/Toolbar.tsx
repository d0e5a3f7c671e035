import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeFieldOption } from './merge-fields';
import { MergeFieldMenu } from './MergeFieldMenu';
import { titleWithShortcut } from './shortcuts';
import { FORMAT_ITEMS, HISTORY_ITEMS, LINK_ICON, type ToolbarItem } from './toolbar-items';

interface ToolbarProps {
  editor: Editor;
  editorId: string;
  variant: 'full' | 'basic';
  mergeFields: readonly MergeFieldOption[];
  linkOpen: boolean;
  onOpenLink: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys move between buttons (mirrored on
 * right-to-left pages), Home/End jump to the ends; toggles say whether they are on with aria-pressed.
 */
export function Toolbar({ editor, editorId, variant, mergeFields, linkOpen, onOpenLink }: ToolbarProps) {
  const { t } = useTranslation();
  const formats = FORMAT_ITEMS.filter((item) => variant === 'full' || item.basic);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(formats.map((item) => [item.id, item.isActive?.(current) ?? false])),
      disabled: Object.fromEntries(HISTORY_ITEMS.map((item) => [item.id, item.isDisabled?.(current) ?? false])),
      link: current.isActive('link'),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const bar = useRef<HTMLDivElement>(null);

  const buttons = () => Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('[data-rte-tool]') ?? []);
  const moveTo = (index: number) => {
    const all = buttons();
    if (!all.length) return;
    const next = (index + all.length) % all.length;
    setFocusIndex(next);
    all[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const current = all.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: current + 1, [back]: current - 1, Home: 0, End: all.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]!);
  };

  // Roving tab stop: the formats, the link button, the merge-field menu (when there is one), undo and redo.
  const linkIndex = formats.length;
  const historyStart = linkIndex + (mergeFields.length ? 2 : 1);
  const tool = (item: ToolbarItem, mine: number, extra: { pressed?: boolean; disabled?: boolean; className?: string }) => {
    const label = t(item.labelKey);
    return (
      <button
        key={item.id}
        type="button"
        className={`rte-tool ${extra.className ?? ''}`.trim()}
        data-rte-tool={item.id}
        tabIndex={focusIndex === mine ? 0 : -1}
        aria-label={label}
        title={titleWithShortcut(label, item.keys)}
        aria-pressed={extra.pressed}
        aria-controls={editorId}
        disabled={extra.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onFocus={() => setFocusIndex(mine)}
        onClick={() => item.run(editor)}
      >
        {item.icon}
      </button>
    );
  };

  const linkLabel = state.link ? t('richText.editLink') : t('richText.addLink');
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('richText.toolbar')} aria-controls={editorId} ref={bar} onKeyDown={onKeyDown}>
      <div className="rte-toolbar__group">{formats.map((item, i) => tool(item, i, { pressed: !!state.active[item.id] }))}</div>
      <div className="rte-toolbar__group">
        <button
          type="button"
          className="rte-tool"
          data-rte-tool="link"
          tabIndex={focusIndex === linkIndex ? 0 : -1}
          aria-label={linkLabel}
          title={titleWithShortcut(linkLabel, 'Mod-K')}
          aria-haspopup="dialog"
          aria-expanded={linkOpen}
          data-active={state.link || undefined}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(linkIndex)}
          onClick={onOpenLink}
        >
          {LINK_ICON}
        </button>
        {mergeFields.length ? (
          <MergeFieldMenu
            editor={editor}
            fields={mergeFields}
            tabIndex={focusIndex === linkIndex + 1 ? 0 : -1}
            onFocus={() => setFocusIndex(linkIndex + 1)}
          />
        ) : null}
      </div>
      <div className="rte-toolbar__group rte-toolbar__group--end">
        {HISTORY_ITEMS.map((item, i) => tool(item, historyStart + i, { disabled: !!state.disabled[item.id], className: 'rte-tool--mirror' }))}
      </div>
    </div>
  );
}
