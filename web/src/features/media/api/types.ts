/** One stored file as the API describes it (`media` routes). */
export interface MediaItem {
  id: number;
  title: string;
  /** cv, image or other */
  kind: string;
  attachmentType: string;
  /** Type read from the file's bytes by the server. */
  mime: string;
  size: number;
  /** GET path of the file, relative to the API base URL (`/media/{id}`). */
  url: string;
  created: string;
}

export interface UploadValues {
  title: string;
  file: File;
}
