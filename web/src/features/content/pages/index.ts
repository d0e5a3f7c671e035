export { HomePage } from './HomePage';
export { CatchAllPage } from './CatchAllPage';
