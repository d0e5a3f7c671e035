import type { ScheduledTask } from '../../../queue/background-work';
import { runMessageMail, type MessageMailDeps } from './message-mail-run';

export type MessageMailTaskDeps = Omit<MessageMailDeps, 'replyTokenVersion' | 'describeThread'> & {
  /** The messages module's live check (app.messages), and optionally what a thread is about. */
  messages: Pick<MessageMailDeps, 'replyTokenVersion' | 'describeThread'>;
};

/** The scheduled `message-mail` run: every minute, so an unread message is mailed within a minute of being due. */
export function messageMailTask({ messages, ...deps }: MessageMailTaskDeps): ScheduledTask {
  const { replyTokenVersion, describeThread } = messages;
  return {
    name: 'message-mail',
    cron: '* * * * *',
    expireInMinutes: 10,
    run: () => runMessageMail({ ...deps, replyTokenVersion, describeThread }),
  };
}
