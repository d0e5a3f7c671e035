import { useTranslation } from 'react-i18next';
import { POST_CATEGORIES } from '@fj/shared';
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
