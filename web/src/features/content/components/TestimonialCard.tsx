import type { TestimonialTile } from '@fj/shared';
import { Img } from '../../../components/Img';
import { mediaUrl } from '../../candidates/media-url';

/** Quote, name, club, designation and a round photo (§2 "testimonial tiles"). */
export function TestimonialCard({ tile }: { tile: TestimonialTile }) {
  return (
    <figure className="testimonial" data-testid="testimonial">
      <Img className="testimonial__photo" src={mediaUrl(tile.img)} alt="" width={72} height={72} fallback="profile" />
      <blockquote dir="auto" data-i18n-skip="">
        <p>{tile.post_content}</p>
      </blockquote>
      <figcaption data-i18n-skip="">
        <strong>{tile.title}</strong>
        <span>
          {tile.testimonial_designation}
          {tile.testimonial_club ? `, ${tile.testimonial_club}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
