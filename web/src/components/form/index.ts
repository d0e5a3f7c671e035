export { FieldShell } from './FieldShell';
export { TextField } from './TextField';
export { SelectField, type SelectOption } from './SelectField';
export { CheckboxField } from './CheckboxField';
export { TextAreaField } from './TextAreaField';
export { showServerErrors } from './show-server-errors';
