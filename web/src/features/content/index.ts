/** Public surface of the content feature for other areas: the ad slot job, player and blog pages show. */
export { AdvertStrip } from './components/AdvertStrip';
