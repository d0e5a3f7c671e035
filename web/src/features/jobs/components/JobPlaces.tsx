import { useTranslation } from 'react-i18next';
import type { JobDetail } from '../api/types';
import { countryText } from '../lib/job-card-labels';
import { plainText } from '../lib/job-links';

/**
 * A job's places: the city as the employer typed it (data, marked `data-i18n-skip`) and the country named in the
 * page's language from its stored code. Without stored places, the server's English text (also data).
 */
export function JobPlaces({ job }: { job: Pick<JobDetail, 'locations' | 'location'> }) {
  const { t, i18n } = useTranslation();
  if (!job.locations?.length) {
    const text = plainText(job.location);
    return text ? <span data-i18n-skip="" dir="auto">{text}</span> : null;
  }
  const comma = i18n.dir() === 'rtl' ? '، ' : ', ';
  return (
    <>
      {job.locations.map((place, index) => {
        const country = countryText(t, place.country);
        return (
          <span key={`${place.country}-${place.city ?? ''}-${index}`} className="job-place">
            {index > 0 ? ' · ' : null}
            {place.city ? <span data-i18n-skip="" dir="auto">{place.city}</span> : null}
            {place.city && country ? comma : null}
            {country}
          </span>
        );
      })}
    </>
  );
}
