import { useCallback } from 'react';
import AsyncCreatableSelect from 'react-select/async-creatable';
import type { SingleValue } from 'react-select';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fj/shared';
import { shouldQuery, type AsyncOption } from '../../../../components/AsyncSelect';
import { searchEmployers } from '../../api/admin-employers';

interface EmployerPickerProps {
  inputId: string;
  value: AsyncOption | null;
  onChange: (option: AsyncOption | null) => void;
  onBlur: () => void;
}

/**
 * The administrator's employer choice: employers matching the typed name (asked after 4 characters, §5); a name
 * that the look-up does not offer can still be used as typed (the api resolves a name or slug).
 */
export function EmployerPicker({ inputId, value, onChange, onBlur }: EmployerPickerProps) {
  const { t, i18n } = useTranslation();
  const load = useCallback(async (input: string): Promise<AsyncOption[]> => {
    if (!shouldQuery(input)) return [];
    try {
      return await searchEmployers(input.trim());
    } catch {
      return []; // §8: a failed look-up is not announced; the typed name remains usable
    }
  }, []);
  return (
    <AsyncCreatableSelect<AsyncOption, false>
      inputId={inputId}
      className="async-select"
      classNamePrefix="async-select"
      cacheOptions
      isClearable
      isRtl={i18n.dir() === 'rtl'}
      loadOptions={load}
      value={value}
      onBlur={onBlur}
      onChange={(option: SingleValue<AsyncOption>) => onChange(option ?? null)}
      isValidNewOption={(input) => shouldQuery(input)}
      formatCreateLabel={(input) => t('jobs.post.useEmployerName', { name: input })}
      placeholder={t('form.typeToSearch', { count: LIMITS.asyncSelectMinChars })}
      noOptionsMessage={({ inputValue }) =>
        shouldQuery(inputValue) ? t('form.noMatches') : t('form.typeMore', { count: LIMITS.asyncSelectMinChars })
      }
      loadingMessage={() => t('common.loading')}
    />
  );
}
