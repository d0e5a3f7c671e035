import { useCallback } from 'react';
import ReactAsyncSelect from 'react-select/async';
import type { SingleValue } from 'react-select';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fj/shared';

export interface AsyncOption {
  value: string | number;
  label: string;
}

interface AsyncSelectProps {
  inputId: string;
  /** Asked only once the typed text reaches the minimum length (§5: 4 characters). */
  loadOptions: (input: string) => Promise<AsyncOption[]>;
  value: AsyncOption | null;
  onChange: (option: AsyncOption | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  isDisabled?: boolean;
  'aria-invalid'?: boolean;
}

export function shouldQuery(input: string): boolean {
  return input.trim().length >= LIMITS.asyncSelectMinChars;
}

export function AsyncSelect({ loadOptions, onChange, placeholder, ...props }: AsyncSelectProps) {
  const { t, i18n } = useTranslation();
  const load = useCallback(
    async (input: string): Promise<AsyncOption[]> => {
      if (!shouldQuery(input)) return [];
      try {
        return await loadOptions(input.trim());
      } catch {
        return []; // §8: failed look-ups are not announced; the menu simply stays empty
      }
    },
    [loadOptions],
  );
  return (
    <ReactAsyncSelect<AsyncOption, false>
      {...props}
      className="async-select"
      classNamePrefix="async-select"
      cacheOptions
      isClearable
      isRtl={i18n.dir() === 'rtl'}
      loadOptions={load}
      onChange={(option: SingleValue<AsyncOption>) => onChange(option ?? null)}
      placeholder={placeholder ?? t('form.typeToSearch', { count: LIMITS.asyncSelectMinChars })}
      noOptionsMessage={({ inputValue }) =>
        shouldQuery(inputValue) ? t('form.noMatches') : t('form.typeMore', { count: LIMITS.asyncSelectMinChars })
      }
      loadingMessage={() => t('common.loading')}
    />
  );
}
