import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { Link, useParams } from 'react-router-dom';
import { ROUTES } from '@fj/shared';
import { Img } from '../../../components/Img';
import { PageLoading } from '../../../components/PageLoading';
import { Table } from '../../../components/Table';
import { Tabs } from '../../../components/Tabs';
import { apiErrorStatus } from '../../../lib/api-errors';
import { useEnumLabel } from '../../../lib/enum-labels';
import { formatMonthYear, useFormatDate } from '../../../lib/format-date';
import { useStaff } from '../api/clubs-staff';
import type { Staff } from '../api/types';
import { AchievementsTable } from '../components/AchievementsTable';
import { FootballNotFound } from '../components/FootballNotFound';
import { InfoList } from '../components/InfoList';
import { RoleBars } from '../components/RoleBars';
import { VideoEmbed } from '../components/VideoEmbed';
import { photoUrl } from '../lib/photo-url';
import '../football.css';

/** §9 tab codes of the staff page (1.0, 2.0, 5.0, 6.0, 7.0, 8.0); it opens on Overview (§4). */
const TAB = { overview: '1.0', information: '2.0', achievements: '5.0', tactical: '6.0', references: '7.0', contact: '8.0' } as const;

/** `/staff/{slug}` (§2 Staff profile). */
export function StaffPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: staff, isPending, error } = useStaff(slug);
  useDocumentTitle(staff?.name);
  const [tab, setTab] = useState<string>(TAB.overview);

  useEffect(() => {
    if (error) console.warn('staff failed to load', apiErrorStatus(error)); // §8: failed loads are only logged
  }, [error]);

  if (isPending) return <PageLoading />;
  if (error || !staff) {
    return <FootballNotFound testId="staff-not-found" message={t('football.staff.notFound')} />;
  }
  return (
    <article className="football-page" data-testid="staff-page">
      <header className="football-hero">
        <Img src={photoUrl(staff.playerThumb)} alt={staff.name} width={140} height={140} fallback="profile" className="football-hero__photo" />
        <div className="football-hero__body">
          <p className="football-hero__status" data-i18n-skip>{staff.status}</p>
          <h1 data-testid="staff-name" data-i18n-skip>{staff.name}</h1>
          <p className="football-hero__meta" data-i18n-skip>{staff.title}</p>
          {staff.clubName ? (
            <Link className="football-hero__club" to={staff.clubLink} data-i18n-skip>
              <Img src={photoUrl(staff.clubLogo)} alt="" width={28} height={28} fallback="logo" />
              {`${staff.jobTitle} · ${staff.clubName}`}
            </Link>
          ) : null}
          <Link className="button" to={ROUTES.registerPlayerProfile}>{t('football.staff.createProfile')}</Link>
        </div>
      </header>
      <div className="football-grid">
        <div className="football-grid__main">
          <Tabs
            active={tab}
            onChange={setTab}
            tabs={[
              { code: TAB.overview, label: t('football.staff.tabs.overview'), content: <StaffOverview staff={staff} /> },
              { code: TAB.information, label: t('football.staff.tabs.information'), content: <StaffInformation staff={staff} /> },
              { code: TAB.achievements, label: t('football.staff.tabs.achievements'), content: <AchievementsTable rows={staff.achievements} caption={t('football.staff.tabs.achievements')} /> },
              { code: TAB.tactical, label: t('football.staff.tabs.tactical'), content: <Tactical staff={staff} /> },
              { code: TAB.references, label: t('football.staff.tabs.references'), content: <References staff={staff} /> },
              { code: TAB.contact, label: t('football.staff.tabs.contact'), content: <p className="football-bio" data-testid="staff-contact">{staff.contact || t('common.noData')}</p> },
            ]}
          />
        </div>
        <aside className="football-grid__side">
          <section className="football-section">
            <h2>{t('football.staff.roleExperience')}</h2>
            {staff.roleExperience.length ? <RoleBars roles={staff.roleExperience} /> : <p className="muted">{t('common.noData')}</p>}
          </section>
          <section className="football-section">
            <h2>{t('football.staff.languages')}</h2>
            <p>{staff.languages.join(', ') || t('common.noData')}</p>
          </section>
          <section className="football-section">
            <h2>{t('football.staff.world')}</h2>
            <p>{staff.world || t('common.noData')}</p>
          </section>
        </aside>
      </div>
    </article>
  );
}

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="football-section">
      <h2>{title}</h2>
      {items.length ? <ul className="bullets" data-i18n-skip>{items.map((item) => <li key={item}>{item}</li>)}</ul> : <p className="muted">{t('common.noData')}</p>}
    </section>
  );
}

function StaffOverview({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <BulletList title={t('football.staff.qualifications')} items={staff.organization} />
      <BulletList title={t('football.staff.softwareExperience')} items={staff.softwareExperience} />
      <section className="football-section">
        <h2>{t('football.staff.careerHistory')}</h2>
        <Table
          caption={t('football.staff.careerHistory')}
          captionHidden
          rows={staff.careerHistory}
          rowKey={(row, index) => `${row.clubName}-${index}`}
          rowTestId="career-history-row"
          columns={[
            { key: 'club', header: t('football.table.club'), cell: (row) => (row.clubLink ? <Link to={row.clubLink}>{row.clubName}</Link> : row.clubName) },
            { key: 'job', header: t('football.staff.job'), cell: (row) => row.job },
            { key: 'from', header: t('football.career.from'), cell: (row) => formatMonthYear(row.from, i18n.language) },
            { key: 'to', header: t('football.career.to'), cell: (row) => (row.to ? formatMonthYear(row.to, i18n.language) : t('football.present')) },
          ]}
        />
      </section>
      <VideoEmbed url={staff.youtubeLink} title={staff.name} />
    </>
  );
}

function StaffInformation({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const formatDate = useFormatDate();
  return (
    <>
      {staff.bio ? <p className="football-bio" data-i18n-skip>{staff.bio}</p> : null}
      <InfoList
        items={[
          [t('football.staff.jobTitle'), staff.jobTitle],
          [t('football.info.currentClub'), staff.clubName],
          [t('football.info.dateOfBirth'), staff.dob ? `${formatDate(staff.dob)}${staff.age !== null ? ` (${t('football.ageYears', { age: staff.age })})` : ''}` : ''],
          [t('football.info.nationality'), label('countries', staff.nationality)],
          [t('football.info.placeOfBirth'), staff.placeOfBirth],
          [t('football.staff.based'), staff.based],
          [t('football.staff.otherNationality'), label('countries', staff.otherNationality)],
          [t('football.info.gender'), label('gender', staff.gender)],
          [t('football.staff.qualification'), staff.qualification],
        ]}
      />
    </>
  );
}

function Tactical({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  return (
    <InfoList
      testId="staff-tactical"
      items={[
        [t('football.staff.preferredFormation'), staff.preferredFormation],
        [t('football.staff.playingStyle'), staff.playingStyle],
        [t('football.staff.pressingStyle'), staff.pressingStyle],
        [t('football.staff.coachingStyle'), staff.coachingStyle],
      ]}
    />
  );
}

function References({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  return (
    <Table
      caption={t('football.staff.tabs.references')}
      rows={staff.references}
      rowKey={(_, index) => index}
      columns={[
        { key: 'n', header: '#', cell: (_, index) => index + 1 },
        { key: 'reference', header: t('football.staff.reference'), cell: (row) => row.reference },
        { key: 'name', header: t('football.staff.referenceName'), cell: (row) => row.name },
        { key: 'position', header: t('football.staff.referencePosition'), cell: (row) => row.position },
      ]}
    />
  );
}
