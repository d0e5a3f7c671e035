import { API, COUNTRIES, labelOf, profileHref, shareCardPath, type PublicCandidateProfile } from '@fj/shared';
import { absoluteUrl } from '../head';
import { cutText, plainText } from '../html';
import { orNotFound } from '../not-found';
import { profilePageLd } from './profile-page-ld';
import type { PageSources } from '../sources';
import { NOT_FOUND, page, type PageAnswer, type PageBuilder, type SiteContext } from '../types';

type EmployerProfile = NonNullable<Awaited<ReturnType<PageSources['organisations']['publicProfile']>>>;

const httpUrl = (value: string | null | undefined): value is string => !!value && /^https?:\/\//i.test(value);
/** /media/{id} paths are served by the API origin. */
const imageUrl = (path: string | null | undefined, site: SiteContext) => (path ? (httpUrl(path) ? path : absoluteUrl(site.apiUrl, path)) : undefined);
const joined = (parts: readonly (string | null | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

function employerPage(profile: EmployerProfile, site: SiteContext): PageAnswer {
  const canonicalPath = profileHref(profile.slug);
  const image = imageUrl(profile.profilePic, site);
  const openings = profile.jobOpenings === 1 ? '1 open job' : `${profile.jobOpenings} open jobs`;
  const lead = `${profile.name}${profile.location ? `, ${profile.location}` : ''}: ${openings} in football.`;
  const sameAs = [profile.website, profile.emp_fb, profile.emp_twitter, profile.emp_linkedin, profile.emp_youtube].filter(httpUrl);
  return page({
    title: `${profile.name} – jobs and company profile`,
    description: cutText(joined([lead, profile.headline, plainText(profile.intro ?? '')], ' ')),
    canonicalPath,
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: profile.name,
        url: absoluteUrl(site.webUrl, canonicalPath),
        ...(image ? { logo: image } : {}),
        ...(profile.headline ? { description: profile.headline } : {}),
        ...(sameAs.length ? { sameAs } : {}),
      },
    ],
  });
}

function candidatePage(profile: PublicCandidateProfile, site: SiteContext, hasCard: boolean): PageAnswer {
  const canonicalPath = profileHref(profile.slug);
  const headline = profile.cand_headline.map((tag) => tag.label).join(', ');
  const place = joined([profile.cand_city, profile.cand_country ? (labelOf(COUNTRIES, profile.cand_country) ?? profile.cand_country) : ''], ', ');
  const image = imageUrl(profile.profilePic, site);
  return page({
    title: joined([profile.cand_name, headline], ' – ') || 'Candidate profile',
    description: cutText(joined([joined([profile.cand_name, headline, place], ', ') + '.', plainText(profile.cand_intro ?? '')], ' ')),
    canonicalPath,
    ogType: 'profile',
    // Link previews show the member's share card from ELITE up, the site's card below (docs/share-cards.md).
    image: absoluteUrl(site.apiUrl, hasCard ? shareCardPath('profile', profile.slug) : API.shareCardSite),
    jsonLd: [
      profilePageLd(site, canonicalPath, {
        name: profile.cand_name,
        ...(headline ? { jobTitle: headline } : {}),
        ...(place ? { homeLocation: { '@type': 'Place', name: place } } : {}),
        ...(image ? { image } : {}),
      }),
    ],
  });
}

/**
 * `/profile/{slug}`: a candidate's public profile or an organisation's page, as `GET /get-public-profile` decides
 * (private candidate profiles are 404 for a visitor; a former slug moves to the current one).
 */
export function profilePageBuilder(sources: Pick<PageSources, 'profiles' | 'organisations' | 'hasProfileCard'>): PageBuilder {
  return {
    routes: ['profile'],
    async build({ slug = '' }, site) {
      const answer = await orNotFound(sources.profiles.publicProfile(slug, undefined));
      if (!answer) return NOT_FOUND;
      if (answer.kind === 'moved') return { kind: 'moved', path: profileHref(answer.slug) };
      if (answer.type === 'candidate') return candidatePage(answer.data, site, await sources.hasProfileCard(answer.data.slug));
      const employer = await orNotFound(sources.organisations.publicProfile(answer.data.slug));
      return employer ? employerPage(employer, site) : NOT_FOUND;
    },
  };
}
