export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (e.g. a conversation's signed reply+token address); the From stays the platform's. */
  replyTo?: string;
  /** An iCalendar invite (RFC 5545) sent as a text/calendar part calendar clients act on, and as an .ics file. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string; filename?: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the local outbox can list what it sent; SMTP hands mail to a relay. */
  readonly outbox?: MailOutbox;
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  /** The .eml file, relative to the outbox folder. */
  file: string;
}

export interface MailOutbox {
  readonly directory: string;
  list(): Promise<OutboxEntry[]>;
}
