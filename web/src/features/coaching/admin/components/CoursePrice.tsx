import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format-money';
import { COURSE_CURRENCY } from '../lib/course-form';

export function CoursePrice({ priceMinor }: { priceMinor: number | null }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return <span className="admin-nowrap">{priceMinor === null ? t('coachingAdmin.free') : money(priceMinor, COURSE_CURRENCY)}</span>;
}
