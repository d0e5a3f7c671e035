import { MessagesPage } from './MessagesPage';

/** The two inboxes as route elements (the route table names pages without props). */
export const CandidateMessagesPage = () => <MessagesPage area="candidate" />;
export const EmployerMessagesPage = () => <MessagesPage area="employer" />;
