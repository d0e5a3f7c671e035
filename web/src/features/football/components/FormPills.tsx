import { useTranslation } from 'react-i18next';
import type { FormResult } from '@fj/shared';
import { useFormatDate } from '../../../lib/format-date';

/**
 * A club's last five results as coloured W/D/L pills, oldest first and newest last (on the inline end, so the left
 * in Arabic). Each pill's full text (result, score, opponent, date) is its tooltip and what a screen reader reads.
 */
export function FormPills({ form }: { form: readonly FormResult[] | undefined }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!form || form.length === 0) return <span className="muted">–</span>;
  return (
    <ol className="form-pills" data-testid="form">
      {form.map((item) => {
        const text = t('football.table.formItem', {
          result: t(`football.table.result.${item.result}`), goalsFor: item.goalsFor, goalsAgainst: item.goalsAgainst,
          venue: t(item.home ? 'football.table.home' : 'football.table.away'), opponent: item.opponent, date: formatDate(item.date),
        });
        return (
          <li key={`${item.date}-${item.opponent}`} className={`form-pill form-pill--${item.result}`} title={text} data-result={item.result}>
            <span aria-hidden="true">{t(`football.table.resultShort.${item.result}`)}</span>
            <span className="visually-hidden" data-i18n-skip>{text}</span>
          </li>
        );
      })}
    </ol>
  );
}
