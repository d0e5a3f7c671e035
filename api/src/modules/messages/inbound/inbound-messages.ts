import type { MessagesApi } from '..';

/** What the listener needs of the messages module (app.messages): the live reply-address check and the post. */
export type InboundMessages = Pick<MessagesApi, 'postAsUser' | 'replyTokenVersion'>;
