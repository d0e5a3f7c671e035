/** Public surface of the conversations feature (the pipeline, the applied jobs page and the layouts import from here). */
export { ApplicationThread } from './components/ApplicationThread';
export { ThreadView } from './components/ThreadView';
export { MessageEmployerButton } from './components/MessageEmployerButton';
export { HeaderMessagesLink } from './components/HeaderMessagesLink';
export { SidebarUnreadBadge } from './components/SidebarUnreadBadge';
