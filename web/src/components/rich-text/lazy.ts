import { lazy } from 'react';

/** The editor in its own chunk (TipTap and ProseMirror): only screens that edit rich text download it. */
export const LazyRichTextEditor = lazy(() => import('./RichTextEditor'));
