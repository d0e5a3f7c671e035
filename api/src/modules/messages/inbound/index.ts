export { startInboundSmtp, INBOUND_MAX_MESSAGE_BYTES, type InboundSmtp, type InboundSmtpDeps } from './inbound-smtp';
export { replyTextOf } from './reply-text';
