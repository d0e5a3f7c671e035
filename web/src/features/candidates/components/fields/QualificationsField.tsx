import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, QUALIFICATIONS } from '@fj/shared';
import { useEnumOptions } from '../use-enum-label';
import { MultiSelectField } from './SelectOptionFields';

/** `cand_qualification`: licences picked from the list, stored as their codes. Full width. */
export function QualificationsField() {
  const { t } = useTranslation();
  const qualifications = useEnumOptions('qualification', QUALIFICATIONS);
  return (
    <div className="form__full">
      <MultiSelectField<string[]>
        name="cand_qualification"
        label={t('candidate.fields.cand_qualification')}
        options={qualifications}
        max={CANDIDATE_PROFILE_LIMITS.qualifications}
        toOptions={(values) => (values ?? []).map((value) => qualifications.find((option) => option.value === value) ?? { value, label: value })}
        fromOptions={(options) => options.map((option) => option.value)}
      />
    </div>
  );
}
