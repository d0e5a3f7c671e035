import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ROUTES, SIGNUP_STEPS, signupStepHref } from '@fj/shared';
import { useSession } from '../../session/session-context';
import { WhenNear } from '../../../components/WhenNear';

/** The sign-up form (and the form/mutation code it needs) is a chunk loaded when the footer comes near. */
const Newsletter = lazy(async () => ({ default: (await import('./Newsletter')).Newsletter }));

interface FooterLink {
  key: string;
  to: string;
}

interface FooterSection {
  titleKey: string;
  links: FooterLink[];
}

function footerSections(dashboardTo: string): FooterSection[] {
  return [
    {
      titleKey: 'footer.sitemap',
      links: [
        { key: 'footer.links.home', to: ROUTES.home },
        { key: 'footer.links.jobs', to: ROUTES.jobs },
        { key: 'footer.links.players', to: ROUTES.database4football },
        { key: 'footer.links.dashboard', to: dashboardTo },
      ],
    },
    {
      titleKey: 'footer.ourOffer',
      links: [
        { key: 'footer.links.shop', to: ROUTES.shop },
        { key: 'footer.links.cvWriting', to: ROUTES.cvWriteProduct },
        { key: 'footer.links.employerPackages', to: ROUTES.employerPackages },
        { key: 'footer.links.candidatePricing', to: ROUTES.candidatePricing },
      ],
    },
    {
      titleKey: 'footer.candidates',
      links: [
        { key: 'footer.links.register', to: signupStepHref(SIGNUP_STEPS.MEMBERSHIP_TYPE) },
        { key: 'footer.links.featuredMembers', to: ROUTES.featuredMembers },
        { key: 'footer.links.testimonials', to: ROUTES.testimonials },
      ],
    },
    {
      titleKey: 'footer.news',
      links: [
        { key: 'footer.links.blog', to: ROUTES.blog },
        { key: 'footer.links.successStories', to: ROUTES.successStories },
      ],
    },
    {
      titleKey: 'footer.clients',
      links: [
        { key: 'footer.links.recruiterDirectory', to: ROUTES.employersDirectory },
        { key: 'footer.links.postJob', to: ROUTES.employerSubmitJob },
      ],
    },
  ];
}

/** The newsletter's words, in its place until the form's chunk arrives: the footer never opens with an empty band. */
function NewsletterPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="newsletter newsletter--placeholder" aria-hidden="true">
      <div className="newsletter__text">
        <h2>{t('newsletter.title')}</h2>
        <p>{t('newsletter.body')}</p>
      </div>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  // §2: the Dashboard link goes to /login/ when not logged in.
  const sections = footerSections(isLoggedIn ? ROUTES.dashboard : ROUTES.login);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <WhenNear className="newsletter-slot" placeholder={<NewsletterPlaceholder />}>
          <Newsletter />
        </WhenNear>
        <div className="site-footer__sections">
          {sections.map((section) => (
            <nav key={section.titleKey} className="site-footer__section" aria-label={t(section.titleKey)}>
              <h2>{t(section.titleKey)}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to} data-testid={link.key === 'footer.links.dashboard' ? 'footer-dashboard' : undefined}>
                      {t(link.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__legal">
          <Link to={ROUTES.contactUs}>{t('footer.contact')}</Link>
          <Link to={ROUTES.terms}>{t('footer.terms')}</Link>
          <Link to={ROUTES.privacy}>{t('footer.privacy')}</Link>
          <span className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        </div>
      </div>
    </footer>
  );
}
