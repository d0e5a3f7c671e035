/** §3 job alert, as `GET /get-my-job-alerts` lists it and `POST /save-job-alerts` takes it (with `id` to edit). */
export interface JobAlert {
  id: number;
  alert_name: string;
  alert_email: string;
  alert_frequency: number;
  alert_category: string;
  created_at?: string;
  last_sent_at?: string | null;
}

export interface JobAlertValues {
  id?: number;
  alert_name: string;
  alert_email: string;
  alert_frequency: number | string;
  alert_category: string;
  /** Optional: the keyword and place of the search the alert was made from. */
  alert_keyword?: string;
  alert_country?: string;
  alert_city?: string;
}
