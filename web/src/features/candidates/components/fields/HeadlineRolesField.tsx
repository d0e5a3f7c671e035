import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, JOB_ROLES, type HeadlineTag } from '@fj/shared';
import { useEnumOptions } from '../use-enum-label';
import { MultiSelectField, type Option } from './SelectOptionFields';

/** The profile headline `cand_headline`: up to 3 job roles, stored as tags with their label. Full width. */
export function HeadlineRolesField() {
  const { t } = useTranslation();
  const roles = useEnumOptions('job_role', JOB_ROLES);
  const max = CANDIDATE_PROFILE_LIMITS.headline;
  return (
    <div className="form__full">
      <MultiSelectField<HeadlineTag[]>
        name="cand_headline"
        label={t('candidate.fields.cand_headline')}
        options={roles}
        max={max}
        maxNote={t('candidate.hints.headlineFull', { max })}
        hint={t('candidate.hints.headline', { max })}
        toOptions={(tags) =>
          (tags ?? []).map((tag) => ({ value: tag.value, label: roles.find((role) => role.value === tag.value)?.label ?? tag.label }))
        }
        fromOptions={(options: readonly Option[]) => options.map((option) => ({ value: option.value, label: option.label }))}
      />
    </div>
  );
}
