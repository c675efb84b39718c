export { LiveMatchWidget } from './live-match-widget';
