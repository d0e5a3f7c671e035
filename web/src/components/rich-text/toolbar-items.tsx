import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { RICH_TEXT_HEADING_LEVELS } from '@fj/shared';

export interface ToolbarItem {
  id: string;
  labelKey: string;
  /** TipTap key notation, shown in the title. */
  keys?: string;
  icon: ReactNode;
  /** In the short toolbar too (candidate intro, company texts). */
  basic: boolean;
  /** A toggle: its pressed state. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  isDisabled?: (editor: Editor) => boolean;
}

const [HEADING, SUBHEADING] = RICH_TEXT_HEADING_LEVELS;

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

/** The formatting buttons in toolbar order; the link and merge-field buttons are drawn by the toolbar itself. */
export const FORMAT_ITEMS: readonly ToolbarItem[] = [
  { id: 'bold', labelKey: 'richText.bold', keys: 'Mod-B', basic: true, icon: <b aria-hidden="true" translate="no">B</b>, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { id: 'italic', labelKey: 'richText.italic', keys: 'Mod-I', basic: true, icon: <i aria-hidden="true" translate="no">I</i>, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { id: 'underline', labelKey: 'richText.underline', keys: 'Mod-U', basic: false, icon: <u aria-hidden="true" translate="no">U</u>, isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { id: 'heading', labelKey: 'richText.heading', keys: 'Mod-Alt-1', basic: false, icon: <span aria-hidden="true" translate="no" className="rte-glyph rte-glyph--h1">H</span>, isActive: (e) => e.isActive('heading', { level: HEADING }), run: (e) => e.chain().focus().toggleHeading({ level: HEADING }).run() },
  { id: 'subheading', labelKey: 'richText.subheading', keys: 'Mod-Alt-2', basic: false, icon: <span aria-hidden="true" translate="no" className="rte-glyph rte-glyph--h2">H</span>, isActive: (e) => e.isActive('heading', { level: SUBHEADING }), run: (e) => e.chain().focus().toggleHeading({ level: SUBHEADING }).run() },
  {
    id: 'bulletList', labelKey: 'richText.bulletList', keys: 'Mod-Shift-8', basic: true,
    icon: svg(<><path d="M9 6h11M9 12h11M9 18h11" /><circle cx="4.5" cy="6" r="1" fill="currentColor" /><circle cx="4.5" cy="12" r="1" fill="currentColor" /><circle cx="4.5" cy="18" r="1" fill="currentColor" /></>),
    isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList', labelKey: 'richText.orderedList', keys: 'Mod-Shift-7', basic: true,
    icon: svg(<><path d="M10 6h10M10 12h10M10 18h10" /><path d="M4 5l1-1v4M3.5 14.5c0-1 2.5-1 2.5 0 0 .8-2.5 1.7-2.5 3h2.5" strokeWidth="1.5" /></>),
    isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'blockquote', labelKey: 'richText.blockquote', keys: 'Mod-Shift-B', basic: false,
    icon: svg(<path d="M7 7h4v4c0 3-2 5-4 6M15 7h4v4c0 3-2 5-4 6" />),
    isActive: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export const HISTORY_ITEMS: readonly ToolbarItem[] = [
  { id: 'undo', labelKey: 'richText.undo', keys: 'Mod-Z', basic: true, icon: svg(<path d="M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3" />), run: (e) => e.chain().focus().undo().run(), isDisabled: (e) => !e.can().undo() },
  { id: 'redo', labelKey: 'richText.redo', keys: 'Mod-Shift-Z', basic: true, icon: svg(<path d="M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3" />), run: (e) => e.chain().focus().redo().run(), isDisabled: (e) => !e.can().redo() },
];

export const LINK_ICON = svg(<><path d="M10 13a5 5 0 007.5.5l3-3a5 5 0 00-7-7l-1.7 1.7" /><path d="M14 11a5 5 0 00-7.5-.5l-3 3a5 5 0 007 7l1.7-1.7" /></>);
export const MERGE_ICON = svg(<><path d="M8 4H6a2 2 0 00-2 2v4l-2 2 2 2v4a2 2 0 002 2h2M16 4h2a2 2 0 012 2v4l2 2-2 2v4a2 2 0 01-2 2h-2" /></>);
