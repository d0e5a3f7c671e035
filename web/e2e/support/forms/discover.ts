// What a page's forms are and which fields each holds, read from the DOM: the guard finds forms without being told.
import type { Page } from 'playwright-core';

export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'tel'
  | 'password'
  | 'search'
  | 'number'
  | 'date'
  | 'datetime-local'
  | 'month'
  | 'time'
  | 'color'
  | 'range'
  | 'textarea'
  | 'select'
  | 'select-multiple'
  | 'checkbox'
  | 'checkbox-group'
  | 'radio'
  | 'file'
  | 'react-select'
  | 'react-select-multi'
  | 'rich-text';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldInfo {
  /** The field's name attribute, else its id (`field-x` gives `x`), else its label. */
  name: string;
  kind: FieldKind;
  label: string;
  /** CSS selector of the control (or of the react-select/rich-text container) inside the page. */
  selector: string;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  min?: string;
  max?: string;
  step?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  accept?: string;
  placeholder?: string;
  /** `numeric` or `decimal` on a text input: it takes a number. */
  inputMode?: string;
  /** Native select and radio/checkbox-group options. */
  options?: FieldOption[];
  /** The value it holds now (checkbox: 'true'/'false'). */
  value: string;
  /** React-select only: its input's id. */
  inputId?: string;
}

export interface FormInfo {
  /** Stable across pages: data-testid, aria-label or id, else the field names. */
  key: string;
  testId: string;
  /** CSS selector of the form. */
  selector: string;
  /** A heading or label that names the form for people reading the report. */
  title: string;
  /** Inside the page's <main> (a screen's form) or in the layout (header, footer). */
  inLayout: boolean;
  /** Inside a tab panel: another tab shows other fields of it, or another form. */
  inTabPanel: boolean;
  fields: FieldInfo[];
  submitSelector: string | null;
  submitLabel: string;
  /** A dialog that walks through steps (the apply flow): its "Next" button, while there is a next step. */
  nextSelector: string | null;
}

/**
 * Runs in the page (a string so the bundler's helpers never leak into it). Marks every visible form and field with
 * data-ef-* attributes and answers their descriptions.
 */
const DESCRIBE = String.raw`(() => {
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    // The content of a closed <details> keeps its box but is not rendered (content-visibility).
    if (el.checkVisibility && !el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && el.type !== 'file') return false;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 || rect.height > 0 || el.getClientRects().length > 0;
  };
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const labelOf = (el) => {
    if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
    if (el.id) {
      const forLabel = document.querySelector('label[for="' + CSS.escape(el.id) + '"]');
      if (forLabel) return clean(forLabel.textContent);
    }
    const wrapping = el.closest('label');
    if (wrapping) {
      const copy = wrapping.cloneNode(true);
      copy.querySelectorAll('select, option, input, textarea').forEach((node) => node.remove());
      return clean(copy.textContent);
    }
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return clean(labelledBy.split(' ').map((id) => (document.getElementById(id) || {}).textContent || '').join(' '));
    const shell = el.closest('.field, .form-field');
    const shellLabel = shell && shell.querySelector('.field__label, label, legend');
    if (shellLabel) return clean(shellLabel.textContent);
    return clean(el.getAttribute('placeholder') || el.getAttribute('title') || '');
  };
  const nameOf = (el, label) => {
    const id = el.id || '';
    return el.getAttribute('name') || (id.startsWith('field-') ? id.slice(6) : id) || label || '(unnamed)';
  };
  document.querySelectorAll('[data-ef-form],[data-ef-field],[data-ef-submit],[data-ef-next]').forEach((el) => ['data-ef-form', 'data-ef-field', 'data-ef-submit', 'data-ef-next'].forEach((name) => el.removeAttribute(name)));
  const main = document.querySelector('main');
  const forms = [];
  let fieldCount = 0;
  // A dialog with fields and no <form> of its own (the apply flow's steps) is filled and sent like a form; its last
  // step (a preview) may hold no field but still sends it.
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(
    (dialog) => !!dialog.querySelector('.modal__footer [data-step]') || [...dialog.querySelectorAll('input, select, textarea')].some((el) => !el.closest('form')),
  );
  // A form behind an open drawer (the pipeline's application panel over its board) is out of a person's reach until
  // they close the drawer; the same route without it (no ?application=) has that form. The drawer's own forms are
  // left out too: submitting them under this guard makes the page throw "Cannot read properties of null (reading
  // 'setItem')", not yet diagnosed (docs/employer-area.md, known gaps); the pipeline journeys send them as a person does.
  const drawers = [...document.querySelectorAll('aside')].filter((el) => visible(el) && getComputedStyle(el).position === 'fixed');
  const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const underDrawer = (form) => drawers.some((drawer) => drawer.contains(form) || overlaps(drawer.getBoundingClientRect(), form.getBoundingClientRect()));
  [...[...document.querySelectorAll('form')], ...dialogs].filter((form) => visible(form) && !underDrawer(form)).forEach((form, formIndex) => {
    const isDialog = form.tagName !== 'FORM';
    form.setAttribute('data-ef-form', String(formIndex));
    const formSelector = '[data-ef-form="' + formIndex + '"]';
    const fields = [];
    const mark = (el) => { fieldCount += 1; el.setAttribute('data-ef-field', String(fieldCount)); return '[data-ef-field="' + fieldCount + '"]'; };
    const seenGroups = new Set();
    // react-select widgets: one field each, whatever inputs they hold inside.
    const selects = [...form.querySelectorAll('.async-select, [class$="-container"][class*="select"]')].filter((el) => el.querySelector('input') && visible(el) && !el.parentElement.closest('.async-select'));
    for (const widget of selects) {
      const input = widget.querySelector('input[id]') || widget.querySelector('input');
      const label = labelOf(input);
      const multi = !!widget.querySelector('[class*="value-container--is-multi"]');
      const disabled = !!widget.querySelector('[class*="control--is-disabled"]');
      const shown = [...widget.querySelectorAll('[class*="multi-value__label"], [class*="single-value"]')].map((el) => clean(el.textContent));
      fields.push({ name: nameOf(input, label), kind: multi ? 'react-select-multi' : 'react-select', label, selector: mark(widget), required: /\*$/.test(label), disabled, readOnly: false, value: shown.join('|'), inputId: input.id || undefined });
    }
    for (const editor of form.querySelectorAll('[contenteditable="true"], [contenteditable=""]')) {
      if (!visible(editor)) continue;
      const label = labelOf(editor);
      fields.push({ name: nameOf(editor, label), kind: 'rich-text', label, selector: mark(editor), required: /\*$/.test(label), disabled: false, readOnly: false, value: clean(editor.textContent) });
    }
    for (const el of form.querySelectorAll('input, select, textarea')) {
      if (isDialog && el.closest('form')) continue;
      if (el.closest('.async-select') || selects.some((widget) => widget.contains(el))) continue;
      const type = (el.getAttribute('type') || (el.tagName === 'INPUT' ? 'text' : el.tagName.toLowerCase())).toLowerCase();
      if (['hidden', 'submit', 'button', 'reset', 'image'].includes(type)) continue;
      // The native file input is drawn as a button (opacity 0); every other control must be on screen.
      if (type !== 'file' && !visible(el) && !(type === 'checkbox' || type === 'radio')) continue;
      if ((type === 'checkbox' || type === 'radio') && !visible(el) && !visible(el.closest('label') || el.parentElement)) continue;
      const label = labelOf(el);
      const name = nameOf(el, label);
      const base = { name, label, required: el.required || el.getAttribute('aria-required') === 'true' || /\*$/.test(label), disabled: el.disabled, readOnly: !!el.readOnly };
      if (type === 'radio' || type === 'checkbox') {
        const group = el.getAttribute('name') ? [...form.querySelectorAll('input[type="' + type + '"][name="' + CSS.escape(el.getAttribute('name')) + '"]')] : [el];
        if (type === 'checkbox' && group.length <= 1) {
          fields.push({ ...base, kind: 'checkbox', selector: mark(el), value: String(el.checked) });
          continue;
        }
        const groupKey = type + ':' + el.getAttribute('name');
        if (seenGroups.has(groupKey)) continue;
        seenGroups.add(groupKey);
        const fieldset = el.closest('fieldset');
        const legend = fieldset && fieldset.querySelector('legend');
        const options = group.map((input) => ({ value: input.value, label: labelOf(input) }));
        const holder = fieldset || el.parentElement;
        fields.push({ ...base, label: legend ? clean(legend.textContent) : base.label, kind: type === 'radio' ? 'radio' : 'checkbox-group', selector: mark(holder), options, value: group.filter((input) => input.checked).map((input) => input.value).join('|'), required: base.required || (legend ? /\*$/.test(clean(legend.textContent)) : false) });
        continue;
      }
      if (el.tagName === 'SELECT') {
        const options = [...el.options].map((option) => ({ value: option.value, label: clean(option.textContent) }));
        fields.push({ ...base, kind: el.multiple ? 'select-multiple' : 'select', selector: mark(el), options, value: el.value });
        continue;
      }
      const kind = el.tagName === 'TEXTAREA' ? 'textarea' : type;
      fields.push({
        ...base,
        kind,
        selector: mark(el),
        value: type === 'file' ? '' : el.value,
        min: el.getAttribute('min') || undefined,
        max: el.getAttribute('max') || undefined,
        step: el.getAttribute('step') || undefined,
        maxLength: el.maxLength > 0 ? el.maxLength : undefined,
        minLength: el.minLength > 0 ? el.minLength : undefined,
        pattern: el.getAttribute('pattern') || undefined,
        accept: el.getAttribute('accept') || undefined,
        placeholder: el.getAttribute('placeholder') || undefined,
        inputMode: el.getAttribute('inputmode') || undefined,
      });
    }
    const footerButtons = isDialog ? [...form.querySelectorAll('.modal__footer button')].filter(visible) : [];
    const next = footerButtons.find((button) => /(^|-)next$/.test(button.getAttribute('data-testid') || '') || /^(next|continue)\b/i.test(clean(button.textContent)));
    const submits = isDialog ? footerButtons.slice(-1) : [...form.querySelectorAll('button[type="submit"], button:not([type]), input[type="submit"]')].filter(visible);
    const submit = next ? null : submits[0] || null;
    const testId = form.getAttribute('data-testid') || '';
    const heading = form.querySelector('h1, h2, h3, legend') || (form.closest('section, .admin-card, .card, aside, footer, header') || document.body).querySelector('h1, h2, h3');
    // Names repeated inside one form (a checkbox per table row labelled alike) are told apart by their order.
    const seenNames = new Map();
    for (const field of fields) {
      const times = (seenNames.get(field.name) || 0) + 1;
      seenNames.set(field.name, times);
      if (times > 1) field.name = field.name + '#' + times;
    }
    const names = [...new Set(fields.map((field) => field.name.replace(/#\d+$/, '')))].sort();
    const dialogKey = isDialog ? 'dialog:' + ((form.querySelector('.modal__footer [data-testid]') || {}).getAttribute?.('data-testid') || clean((form.querySelector('h2') || {}).textContent).split(' ')[0]) : '';
    const key = dialogKey || testId || form.getAttribute('aria-label') || form.id || (form.getAttribute('role') === 'search' ? 'search:' : '') + '[' + names.join(',') + ']';
    forms.push({
      key,
      testId,
      selector: formSelector,
      title: clean(form.getAttribute('aria-label') || (heading && heading.textContent) || (submit && submit.textContent) || key).slice(0, 80),
      inLayout: !(main && main.contains(form)),
      inTabPanel: !!form.closest('[role="tabpanel"]') || !!form.querySelector('[role="tabpanel"]'),
      fields,
      submitSelector: submit ? (submit.setAttribute('data-ef-submit', String(formIndex)), '[data-ef-submit="' + formIndex + '"]') : null,
      submitLabel: submit ? clean(submit.textContent || submit.value) : '',
      nextSelector: next ? (next.setAttribute('data-ef-next', String(formIndex)), '[data-ef-next="' + formIndex + '"]') : null,
    });
  });
  return forms;
})()`;

/** Every visible form of the page as it is now, with its fields (marked in the DOM for the filler). */
export async function describeForms(page: Page): Promise<FormInfo[]> {
  return (await page.evaluate(DESCRIBE)) as FormInfo[];
}
