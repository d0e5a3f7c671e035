import { useTranslation } from 'react-i18next';
import { CANDIDATE_PROFILE_LIMITS, SKILLS, type CandidateProfile, type LabelledEntry } from '@fj/shared';
import { MultiSelectField, type Option } from '../fields/SelectOptionFields';
import { ProfileTabForm } from './ProfileTabForm';

// Skills are stored as text (free entries are allowed), so the suggestions are the list's own labels, untranslated.
const SKILL_SUGGESTIONS: Option[] = SKILLS.map((skill) => ({ value: skill.label, label: skill.label }));

const toLabelled = (options: readonly Option[]): LabelledEntry[] => options.map((option) => ({ label: option.label.trim() }));
const fromLabelled = (entries: LabelledEntry[] | undefined): Option[] =>
  (entries ?? []).map((entry) => ({ value: entry.label, label: entry.label }));

/** 8.0 Skills (suggested from the list, free text allowed) and languages (free text). */
export function SkillsTab({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  return (
    <ProfileTabForm code="8.0" profile={profile}>
      <div className="form__full">
        <MultiSelectField<LabelledEntry[]>
          name="cand_skills"
          label={t('candidate.fields.cand_skills')}
          options={SKILL_SUGGESTIONS}
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
