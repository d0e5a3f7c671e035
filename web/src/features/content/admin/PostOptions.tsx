import { useTranslation } from 'react-i18next';
import { POST_CATEGORIES, POST_STATUSES } from '@fj/shared';
import { categoryLabel } from '../lib/category-label';

/** The post categories as `<option>`s, in the reader's language. */
export function CategoryOptions() {
  const { t } = useTranslation();
  return (
    <>
      {POST_CATEGORIES.map((c) => (
        <option key={c.slug} value={c.slug}>
          {categoryLabel(t, c.slug, c.name)}
        </option>
      ))}
    </>
  );
}

/** The post statuses (draft, scheduled, published) as `<option>`s. */
export function StatusOptions() {
  const { t } = useTranslation();
  return (
    <>
      {POST_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`content.admin.statuses.${status}`)}
        </option>
      ))}
    </>
  );
}
