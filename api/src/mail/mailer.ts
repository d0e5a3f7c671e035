export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
