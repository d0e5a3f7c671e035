import { Extension, type Extensions } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_DIRECTIONS, RICH_TEXT_HEADING_LEVELS, RICH_TEXT_LINK_ATTRIBUTES, isAllowedRichTextHref } from '@fj/shared';
import { MergeField, type MergeFieldOption } from './merge-fields';

const DIRECTIONS: readonly string[] = RICH_TEXT_DIRECTIONS;

const validDirection = (element: HTMLElement) => {
  const dir = element.getAttribute('dir');
  return dir && DIRECTIONS.includes(dir) ? dir : null;
};

/**
 * Every paragraph, heading and list item is written with dir="auto" (kept by the allow-list), so an Arabic
 * paragraph reads right to left and an English one left to right, in the editor, in previews, on the site and in
 * mails, whatever the page's language. A paragraph inside a list item carries none: the browser's dir="auto" skips
 * descendants with a dir of their own, so the item (and its bullet) would otherwise stay left to right.
 */
const BlockDirection = Extension.create({
  name: 'blockDirection',
  addGlobalAttributes() {
    const auto = { default: 'auto', parseHTML: (element: HTMLElement) => validDirection(element) ?? 'auto', renderHTML: (attributes: Record<string, unknown>) => ({ dir: attributes.dir ?? 'auto' }) };
    return [
      { types: ['heading', 'listItem'], attributes: { dir: auto } },
      {
        // null inside a list item (TipTap reads a null from parseHTML as "the default", so the default is null and
        // the plugin below gives every other paragraph its 'auto').
        types: ['paragraph'],
        attributes: {
          dir: {
            default: null,
            parseHTML: (element: HTMLElement) => (element.parentElement?.tagName === 'LI' ? null : (validDirection(element) ?? 'auto')),
            renderHTML: (attributes: Record<string, unknown>) => (attributes.dir ? { dir: attributes.dir } : {}),
          },
        },
      },
    ];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('blockDirection'),
        // Lists made from paragraphs (toggleBulletList) or split items keep the rule above.
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, pos, parent) => {
            if (node.type.name !== 'paragraph') return true;
            const inItem = parent?.type.name === 'listItem';
            if (inItem && node.attrs.dir) tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir: null });
            else if (!inItem && !node.attrs.dir) tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir: 'auto' });
            return false;
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});

/** Shortcuts beyond StarterKit's own: headings on Mod-Alt-1/2 (the two levels shown as 1 and 2) and the link box. */
const EditorShortcuts = Extension.create<{ onLinkShortcut: () => void }>({
  name: 'editorShortcuts',
  addOptions() {
    return { onLinkShortcut: () => undefined };
  },
  addKeyboardShortcuts() {
    const [first, second] = RICH_TEXT_HEADING_LEVELS;
    return {
      'Mod-Alt-1': () => this.editor.commands.toggleHeading({ level: first }),
      'Mod-Alt-2': () => this.editor.commands.toggleHeading({ level: second }),
      'Mod-k': () => {
        this.options.onLinkShortcut();
        return true;
      },
    };
  },
});

/**
 * The editor's schema: exactly the allow-list's markup (shared/src/rich-text.ts). StarterKit without code,
 * code blocks and rules (not allowed), headings at the two allowed levels, links that only take allowed
 * addresses and carry the server's rel/target.
 */
export function richTextExtensions(options: { mergeFields: readonly MergeFieldOption[]; onLinkShortcut: () => void }): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES, class: null },
        isAllowedUri: (url) => isAllowedRichTextHref(url),
      },
    }),
    BlockDirection,
    EditorShortcuts.configure({ onLinkShortcut: options.onLinkShortcut }),
    ...(options.mergeFields.length ? [MergeField.configure({ fields: options.mergeFields })] : []),
  ];
}
