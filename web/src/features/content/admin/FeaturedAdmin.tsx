import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_API, type FeaturedCandidate } from '@fj/shared';
import { Img } from '../../../components/Img';
import { Pager } from '../../../components/Pager';
import { useFormatDate } from '../../../lib/format-date';
import { mediaUrl } from '../../candidates/media-url';
import { adminCalls, useAdminList, useAdminWrite } from './admin-api';
import { ActionsHeader } from './RowActions';
import { useSaved } from './useSaved';

const PAGE_SIZE = 10;

/** Why a member is featured: their membership (§6), an administrator (until a date or not), or both. */
function FeaturedBadges({ member }: { member: FeaturedCandidate }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      {member.byMembership ? <span className="featured-admin__badge">{t(`content.admin.featured.byMembership.${member.byMembership}`)}</span> : null}
      {member.adminFeatured ? (
        <span className="featured-admin__badge">{member.until ? t('content.admin.featured.byAdminUntil', { date: formatDate(member.until) }) : t('content.admin.featured.byAdmin')}</span>
      ) : null}
      {!member.byMembership && !member.adminFeatured ? <span className="featured-admin__badge">{t('content.admin.featured.notFeatured')}</span> : null}
    </>
  );
}

/** Feature / unfeature one member; a new administrator featuring may end on a date. */
function FeatureActions({ member }: { member: FeaturedCandidate }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState('');
  const feature = useAdminWrite('featured', adminCalls.feature);
  const saved = useSaved();
  if (member.adminFeatured) {
    return (
      <button type="button" className="button button--ghost" disabled={feature.isPending} onClick={() => feature.mutate({ userId: member.id, featured: false }, { onSuccess: saved.ok, onError: saved.fail })} data-testid="unfeature">
        {t('content.admin.featured.unfeature')}
      </button>
    );
  }
  return (
    <form
      className="featured-admin__row"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        feature.mutate({ userId: member.id, featured: true, until: until ? new Date(`${until}T23:59:59Z`).toISOString() : null }, { onSuccess: saved.ok, onError: saved.fail });
      }}
    >
      <label className="visually-hidden" htmlFor={`until-${member.id}`}>
        {t('content.admin.featured.until')}
      </label>
      <input id={`until-${member.id}`} type="date" value={until} onChange={(e) => setUntil(e.target.value)} title={t('content.admin.featured.until')} />
      <button type="submit" className="button" disabled={feature.isPending} data-testid="feature">
        {t('content.admin.featured.feature')}
      </button>
    </form>
  );
}

function MemberRows({ rows, testId }: { rows: readonly FeaturedCandidate[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="content-admin__table-wrap">
      <table className="table featured-admin__table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('content.admin.featured.member')}</th>
            <th>{t('content.admin.featured.why')}</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>
          {rows.map((member) => (
            <tr key={member.id}>
              <td>
                <div className="featured-admin__row">
                  <Img className="featured-admin__photo" src={mediaUrl(member.profilePic)} alt="" width={40} height={40} fallback="profile" />
                  <div>
                    <a href={member.link} target="_blank" rel="noreferrer" data-i18n-skip="">
                      {member.name}
                    </a>
                    {member.headline ? (
                      <div className="form-field__hint" dir="auto" data-i18n-skip="">
                        {member.headline}
                      </div>
                    ) : null}
                  </div>
                </div>
              </td>
              <td>
                <FeaturedBadges member={member} />
              </td>
              <td>
                <FeatureActions member={member} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Featured members: who is featured now and why, and a search of public profiles to feature or unfeature. */
export function FeaturedAdmin() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [featuredPage, setFeaturedPage] = useState(1);
  const featured = useAdminList<FeaturedCandidate[]>('featured-now', CONTENT_API.adminFeaturedList, { offset: (featuredPage - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const candidates = useAdminList<FeaturedCandidate[]>('featured-candidates', CONTENT_API.adminFeaturedCandidates, { q: query || undefined, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return (
    <section data-testid="featured-admin">
      <h2>{t('content.admin.featured.now', { count: featured.data?.total ?? 0 })}</h2>
      <p className="form-field__hint">{t('content.admin.featured.rule')}</p>
      <MemberRows rows={featured.data?.data ?? []} testId="featured-now" />
      <Pager page={featuredPage} pageSize={PAGE_SIZE} total={featured.data?.total ?? 0} onPage={setFeaturedPage} />
      <h2>{t('content.admin.featured.find')}</h2>
      <form
        className="content-admin__filters"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setQuery(typed.trim());
          setPage(1);
        }}
      >
        <div className="form-field">
          <label htmlFor="featured-search">{t('content.admin.featured.search')}</label>
          <input id="featured-search" type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="featured-search" />
        </div>
        <div className="content-editor__actions">
          <button type="submit" className="button">
            {t('content.admin.search')}
          </button>
        </div>
      </form>
      {candidates.isSuccess && candidates.data.data.length === 0 ? <p>{t('content.admin.featured.noMatch')}</p> : null}
      <MemberRows rows={candidates.data?.data ?? []} testId="featured-candidates" />
      <Pager page={page} pageSize={PAGE_SIZE} total={candidates.data?.total ?? 0} onPage={setPage} showTotal />
    </section>
  );
}
