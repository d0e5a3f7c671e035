/**
 * Picture paths of the football answers: an uploaded picture (`/football-photo/{id}`) when there is one, otherwise
 * the generated crest of the club or portrait of the player (`/football-crest/{id}.svg`, `/football-portrait/{id}.svg`).
 * The SQL of the page statements builds the same paths (CREST_PATH_SQL).
 */
export const uploadedPhotoPath = (id: number | null | undefined): string | null => (id ? `/football-photo/${id}` : null);
export const crestPath = (clubId: number): string => `/football-crest/${clubId}.svg`;
export const portraitPath = (playerId: number): string => `/football-portrait/${playerId}.svg`;

/** A club's logo: its upload, else its generated crest; null only when the club itself is unknown. */
export const clubLogoPath = (logoPhotoId: number | null | undefined, clubId: number | null | undefined): string | null =>
  uploadedPhotoPath(logoPhotoId) ?? (clubId ? crestPath(Number(clubId)) : null);

/** A player's picture: his photo, else his generated portrait. */
export const playerPhotoPath = (photoId: number | null | undefined, playerId: number): string => uploadedPhotoPath(photoId) ?? portraitPath(playerId);

/** SQL of `clubLogoPath` for columns `logo` (photo id) and `id` (club id). */
export const clubLogoSql = (logo: string, id: string) => `COALESCE('/football-photo/' || NULLIF(${logo}, 0), '/football-crest/' || ${id} || '.svg')`;
