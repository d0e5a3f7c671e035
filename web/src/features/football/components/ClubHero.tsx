import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { Img } from '../../../components/Img';
import { useEnumLabel } from '../../../lib/enum-labels';
import type { Club } from '../api/types';
import { photoUrl } from '../lib/photo-url';
import { readableInk } from '../lib/colours';

/** The club's header in its own colours: crest, name, country, ground, founded, and the two colour swatches. */
export function ClubHero({ club }: { club: Club }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const { primary, secondary } = club.colours;
  const style = { '--club-primary': primary, '--club-secondary': secondary, '--club-ink': readableInk(primary) } as CSSProperties;
  return (
    <header className="football-hero football-hero--club" style={style} data-testid="club-hero">
      <Img src={photoUrl(club.logo)} alt={t('football.club.crest', { club: club.name })} width={100} height={120} fallback="logo" className="football-hero__crest" data-testid="club-crest" />
      <div className="football-hero__body">
        <h1 data-i18n-skip>{club.name}</h1>
        <p className="football-hero__meta" data-i18n-skip>
          {[label('countries', club.country), club.ground, club.founded ? t('football.club.founded', { year: club.founded }) : ''].filter(Boolean).join(' · ')}
        </p>
        <p className="club-colours">
          <span>{t('football.club.colours')}</span>
          <span className="club-colours__swatch" style={{ background: primary }} title={primary}>
            <span className="visually-hidden">{t('football.club.primaryColour', { colour: primary })}</span>
          </span>
          <span className="club-colours__swatch" style={{ background: secondary }} title={secondary}>
            <span className="visually-hidden">{t('football.club.secondaryColour', { colour: secondary })}</span>
          </span>
        </p>
      </div>
    </header>
  );
}
