/** Partner downloads and the WhatsApp community (issue 22): the members' and the administrators' screens, one lazy chunk. */
export { CandidatePartnerDownloadsPage } from './CandidatePartnerDownloadsPage';
export { AdminPartnerDownloadsPage } from './AdminPartnerDownloadsPage';
export { CandidateCommunityPage } from './CandidateCommunityPage';
export { AdminCommunityPage } from './AdminCommunityPage';
