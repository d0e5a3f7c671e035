/** The hot list's pieces other screens show (the pages are their own lazy chunk: pages/index.ts). */
export { HotListDashboardCard } from './components/HotListDashboardCard';
