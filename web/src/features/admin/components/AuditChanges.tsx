import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/types';

const EMPTY = '—';

/** Value families named in the catalogue, by audit field (and, where a field name is shared, by target type). */
const VALUE_LABELS: Record<string, (entry: AuditEntry) => string | undefined> = {
  roles: () => 'admin.roles',
  status: (entry) => (entry.targetType === 'job' ? 'jobs.status' : undefined),
};

/** A field name in the reader's language: the audit's own labels first, then the player form's. */
function fieldText(t: TFunction, entry: AuditEntry, field: string): string {
  const keys = [`admin.audit.fields.${field.replace(/\./g, '_')}`];
  if (entry.targetType === 'player') keys.push(`football.edit.fields.${field}`);
  return t(keys, { defaultValue: field });
}

const listFormats = new Map<string, Intl.ListFormat>();
/** "Candidate, Subscriber" / "مرشح، مشترك": the language's own list separator. */
function listFormat(language: string): Intl.ListFormat {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'unit', style: 'short' })));
  return format;
}

function valueText(t: TFunction, language: string, entry: AuditEntry, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return t(value ? 'enums.yes_no.yes' : 'enums.yes_no.no', { defaultValue: value ? 'Yes' : 'No' });
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      return listFormat(language).format(value.map((item) => valueText(t, language, entry, field, item)));
    }
    return JSON.stringify(value);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  const family = VALUE_LABELS[field]?.(entry);
  return family ? t(`${family}.${String(value)}`, { defaultValue: String(value) }) : String(value);
}

/** The changed fields of an audit row as "field: old → new", in the reader's language. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  if (entry.changes.length === 0) return null;
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  return (
    <ul className="audit-changes" data-testid="audit-changes">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="audit-changes__field">{fieldText(t, entry, change.field)}:</span>{' '}
          <bdi data-i18n-skip="">{valueText(t, i18n.language, entry, change.field, change.from)}</bdi>{' '}
          <span role="img" aria-label={t('admin.audit.changedTo')}>
            {arrow}
          </span>{' '}
          <bdi data-i18n-skip="">{valueText(t, i18n.language, entry, change.field, change.to)}</bdi>
        </li>
      ))}
    </ul>
  );
}
