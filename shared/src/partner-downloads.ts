import * as yup from 'yup';
import type { Membership } from './enums/memberships';
import { MEMBERSHIPS } from './enums/memberships';
import { requiredText, text } from './forms/fields';
import { FORM_MESSAGES as M } from './forms/messages';
import { PDF_MIME_TYPE } from './uploads';

/**
 * Partner downloads and the WhatsApp community (issue 22, docs/partner-downloads.md): the rules the admin forms (web)
 * and the api share.
 */

/** What a resource is; the members' page groups cards by it. */
export const PARTNER_DOWNLOAD_CATEGORIES = ['guides', 'templates', 'reports', 'training', 'offers'] as const;
export type PartnerDownloadCategory = (typeof PARTNER_DOWNLOAD_CATEGORIES)[number];

/** The lowest tier a resource may ask for: partner downloads start at Standard (§6 pricing table). */
export const PARTNER_DOWNLOAD_TIERS = ['STANDARD', 'ELITE', 'UNLIMITED'] as const satisfies readonly Membership[];
export type PartnerDownloadTier = (typeof PARTNER_DOWNLOAD_TIERS)[number];

const TIER_ORDER: readonly Membership[] = MEMBERSHIPS.map((membership) => membership.value);

/** Whether a member of `membership` may download a resource asking for `minimumTier`. */
export const tierReaches = (membership: Membership, minimumTier: Membership): boolean => TIER_ORDER.indexOf(membership) >= TIER_ORDER.indexOf(minimumTier);

export const PARTNER_DOWNLOAD_LIMITS = { title: 200, partner: 120, description: 2000, maxMb: 20 } as const;
export const PARTNER_DOWNLOAD_MAX_BYTES = PARTNER_DOWNLOAD_LIMITS.maxMb * 1024 * 1024;

/** Documents a partner resource may be (read from the file's bytes, never its name): PDF, Office and OpenDocument. */
export const PARTNER_DOWNLOAD_MIME_TYPES = [
  PDF_MIME_TYPE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
] as const;

/** The file input's `accept` (types and extensions, as browsers differ on Office types). */
export const PARTNER_DOWNLOAD_ACCEPT = [...PARTNER_DOWNLOAD_MIME_TYPES, '.pdf', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp'].join(',');

/** The extension a stored type downloads with. */
export const PARTNER_DOWNLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  [PDF_MIME_TYPE]: '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/vnd.oasis.opendocument.text': '.odt',
  'application/vnd.oasis.opendocument.spreadsheet': '.ods',
  'application/vnd.oasis.opendocument.presentation': '.odp',
};

export const PARTNER_DOWNLOAD_MESSAGES = {
  category: 'Please choose a category from the list.',
  minimumTier: 'Please choose Standard, Elite or Unlimited.',
  fileType: 'Please upload a PDF, Word, Excel, PowerPoint or OpenDocument file.',
  fileTooLarge: `File is too large: the maximum size is ${PARTNER_DOWNLOAD_LIMITS.maxMb} MB.`,
  notFound: 'This download was not found.',
  communityUrl: 'Please enter a WhatsApp invite link that starts with https://chat.whatsapp.com/',
  communitySame: 'This is already the current invite link.',
  noCommunityLink: 'The WhatsApp community link has not been set yet. Please check back soon.',
} as const;

const oneOf = (values: readonly string[], message: string) => text().required(message).oneOf([...values], message);

/** The fields of a partner download (upload form and edit form; the edit sends only what changed). */
export const partnerDownloadSchema = yup.object({
  title: requiredText(PARTNER_DOWNLOAD_LIMITS.title),
  partner: requiredText(PARTNER_DOWNLOAD_LIMITS.partner),
  description: text().max(PARTNER_DOWNLOAD_LIMITS.description, M.tooLong(PARTNER_DOWNLOAD_LIMITS.description)).default(''),
  category: oneOf(PARTNER_DOWNLOAD_CATEGORIES, PARTNER_DOWNLOAD_MESSAGES.category),
  minimumTier: oneOf(PARTNER_DOWNLOAD_TIERS, PARTNER_DOWNLOAD_MESSAGES.minimumTier),
  published: yup.boolean().typeError('Invalid value.').default(true),
});
export type PartnerDownloadFields = yup.InferType<typeof partnerDownloadSchema>;

/** A WhatsApp group invite: https://chat.whatsapp.com/<code>, the code letters and digits (WhatsApp's are 20–24). */
export const COMMUNITY_LINK_PATTERN = /^https:\/\/chat\.whatsapp\.com\/(invite\/)?[A-Za-z0-9]{6,64}\/?$/;
export const COMMUNITY_LINK_MAX_LENGTH = 200;

export const communityLinkSchema = yup.object({
  url: text().required(M.required).max(COMMUNITY_LINK_MAX_LENGTH, M.tooLong(COMMUNITY_LINK_MAX_LENGTH)).matches(COMMUNITY_LINK_PATTERN, PARTNER_DOWNLOAD_MESSAGES.communityUrl),
});
