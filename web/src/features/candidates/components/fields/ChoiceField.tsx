import type { LookupOption } from '@fj/shared';
import { SelectField } from '../../../../components/form';
import { useEnumOptions } from '../use-enum-label';

interface ChoiceFieldProps {
  name: string;
  label: string;
  /** i18n family of the labels (`enums.<family>.<value>`). */
  family: string;
  options: readonly LookupOption[];
  required?: boolean;
}

/** One value of a short enumeration (native select), labels in the page's language. */
export function ChoiceField({ name, label, family, options, required }: ChoiceFieldProps) {
  const translated = useEnumOptions(family, options);
  return <SelectField name={name} label={label} options={translated} required={required} />;
}
