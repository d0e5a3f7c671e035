import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@fj/shared';
import { Img } from '../../../components/Img';
import { PageLoading } from '../../../components/PageLoading';
import { Pager } from '../../../components/Pager';
import { mediaUrl } from '../../candidates/media-url';
import { useFeaturedMembers } from '../api/content';
import '../content.css';

const PAGE_SIZE = 12;

/** /featured-members/: candidates whose membership features them (§6) or whom an administrator features. */
export function FeaturedMembersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useFeaturedMembers((page - 1) * PAGE_SIZE, PAGE_SIZE);
  return (
    <div className="content-page" data-testid="featured-members-page">
      <h1>{t('content.featuredTitle')}</h1>
      <p>
        {t('content.featuredLead')} <Link to={ROUTES.candidatePricing}>{t('content.featuredPlans')}</Link>
      </p>
      {members.isPending ? (
        <PageLoading />
      ) : (members.data?.rows.length ?? 0) === 0 ? (
        <p>{t('content.featuredEmpty')}</p>
      ) : (
        <ul className="member-grid">
          {members.data!.rows.map((member) => (
            <li key={member.id} className="member-card" data-testid="featured-member">
              <Img className="member-card__photo" src={mediaUrl(member.profilePic)} alt="" width={96} height={96} fallback="profile" />
              <Link to={member.link} data-i18n-skip="">
                {member.name}
              </Link>
              {member.headline ? (
                <span dir="auto" data-i18n-skip="">
                  {member.headline}
                </span>
              ) : null}
              {member.location ? <span data-i18n-skip="">{member.location}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={members.data?.total ?? 0} onPage={setPage} />
    </div>
  );
}
