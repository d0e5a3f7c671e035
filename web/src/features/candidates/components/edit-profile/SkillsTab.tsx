import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, SKILLS, type CandidateProfile, type LabelledEntry } from '@fj/shared';
import { MultiSelectField, type Option } from '../fields/SelectOptionFields';
import { useEnumOptions } from '../use-enum-label';
import { ProfileTabForm } from './ProfileTabForm';

const toLabelled = (options: readonly Option[]): LabelledEntry[] => options.map((option) => ({ label: option.label.trim() }));
const fromLabelled = (entries: LabelledEntry[] | undefined): Option[] =>
  (entries ?? []).map((entry) => ({ value: entry.label, label: entry.label }));

/** 8.0 Skills (suggested from the list, free text allowed) and languages (free text). */
export function SkillsTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  // Skills are stored by their label (free text is allowed), so the suggestions use the label as value too.
  const skills = useEnumOptions('skills', SKILLS).map((option) => ({ value: option.label, label: option.label }));
  return (
    <ProfileTabForm code="8.0" profile={profile}>
      <div className="form__full">
        <MultiSelectField<LabelledEntry[]>
          name="cand_skills"
          label={t('candidate.fields.cand_skills')}
          options={skills}
          creatable
          max={CANDIDATE_PROFILE_LIMITS.skills}
          hint={t('candidate.hints.creatable')}
          toOptions={fromLabelled}
          fromOptions={toLabelled}
        />
      </div>
      <div className="form__full">
        <MultiSelectField<LabelledEntry[]>
          name="cand_languages"
          label={t('candidate.fields.cand_languages')}
          options={[]}
          creatable
          max={CANDIDATE_PROFILE_LIMITS.languages}
          hint={t('candidate.hints.languages')}
          toOptions={fromLabelled}
          fromOptions={toLabelled}
        />
      </div>
    </ProfileTabForm>
  );
}
