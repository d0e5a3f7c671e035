/** Public organisation pages: the directory has its own small chunk. */
export { DirectoryPage } from './DirectoryPage';
