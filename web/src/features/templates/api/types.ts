/** §3 email template as the templates API answers it (docs/employer-area.md). */
export interface EmailTemplate {
  id: number;
  email_temp_name: string;
  email_temp_subject: string;
  email_temp_for: string;
  email_temp_details: string;
  updated?: string;
}

/** Accepts `id`, `template_id` or `ID` (the §7 call names the parameter `template_id`). */
export function toEmailTemplate(raw: Record<string, unknown>): EmailTemplate {
  const id = Number(raw.id ?? raw.template_id ?? raw.ID ?? 0);
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  return {
    id,
    email_temp_name: text('email_temp_name'),
    email_temp_subject: text('email_temp_subject'),
    email_temp_for: text('email_temp_for'),
    email_temp_details: text('email_temp_details'),
    updated: text('modified') || text('created') || undefined,
  };
}
