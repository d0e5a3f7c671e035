/** Public surface of the media feature (other features import from here only). */
export type { MediaItem, UploadValues } from './api/types';
export { useMyResumes, myResumesQuery } from './api/my-resumes';
export { useUploadResume } from './api/upload-resume';
export { useUploadProfilePic } from './api/upload-profile-pic';
export { useDeleteResume } from './api/delete-resume';
export { downloadFile, filenameFromDisposition } from './api/download-file';
export { useMediaObjectUrl } from './api/media-object-url';
export { UploadForm } from './components/UploadForm';
export { uploadFileProblem, uploadTitleProblem } from './file-precheck';
