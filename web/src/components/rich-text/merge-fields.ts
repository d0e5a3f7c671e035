import { Node, mergeAttributes } from '@tiptap/core';

export interface MergeFieldOption {
  key: string;
  label: string;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Stored HTML → the editor's HTML: each `{key}` placeholder (the templates module's syntax, which the API
 * substitutes when it sends the mail) becomes a chip element the editor reads as one merge-field node.
 */
export function placeholdersToChips(html: string, fields: readonly MergeFieldOption[]): string {
  if (!fields.length) return html;
  const pattern = new RegExp(`\\{(${fields.map((field) => escapeRegExp(field.key)).join('|')})\\}`, 'g');
  return html.replace(pattern, (_match, key: string) => `<span data-merge-field="${key}"></span>`);
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mergeField: {
      /** Inserts the chip of one merge field at the cursor. */
      insertMergeField: (key: string) => ReturnType;
    };
  }
}

/** The editor's HTML → stored HTML: each chip written out as its bare placeholder `{key}`. */
export function chipsToPlaceholders(html: string): string {
  return html.replace(/<span data-merge-field="([\w-]+)">\{\1\}<\/span>/g, '{$1}');
}

/**
 * A merge field: one inline, non-editable chip showing its label (a person never types the braces). Stored as the
 * placeholder `{key}` (chipsToPlaceholders), the syntax the API substitutes when it sends the mail.
 */
export const MergeField = Node.create<{ fields: readonly MergeFieldOption[] }>({
  name: 'mergeField',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { fields: [] };
  },

  addAttributes() {
    return {
      key: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-merge-field'),
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-merge-field]' }];
  },

  renderHTML({ node }) {
    // Copy and paste keep the chip (this span parses back into one); chipsToPlaceholders makes the stored form.
    const key = String(node.attrs.key);
    return ['span', { 'data-merge-field': key }, `{${key}}`];
  },

  renderText({ node }) {
    return `{${String(node.attrs.key)}}`;
  },

  addCommands() {
    return {
      insertMergeField:
        (key: string) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { key } }),
    };
  },

  addNodeView() {
    return ({ node, HTMLAttributes }) => {
      const key = String(node.attrs.key);
      const label = this.options.fields.find((field) => field.key === key)?.label ?? key;
      const dom = document.createElement('span');
      for (const [name, value] of Object.entries(mergeAttributes(HTMLAttributes))) dom.setAttribute(name, String(value));
      dom.className = 'merge-chip';
      dom.setAttribute('contenteditable', 'false');
      dom.setAttribute('data-merge-field', key);
      dom.textContent = label;
      return { dom };
    };
  },
});
