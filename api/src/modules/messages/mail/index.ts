export { runMessageMail, type MessageMailDeps, type MessageMailSettings, type MessageMailSummary } from './message-mail-run';
export { messageMailTask } from './message-mail-task';
export { replyTokenVersionReader, threadDescriber } from './reply-version-reader';
export {
  checkReplyAddress,
  createReplyTokens,
  replyAddress,
  tokenOfReplyAddress,
  REPLY_TOKEN_MAX_AGE_DAYS,
  type ReplyAddressCheck,
  type ReplyTokenClaims,
  type ReplyTokens,
} from './reply-token';
