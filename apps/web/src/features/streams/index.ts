export { StreamPanel } from './stream-panel';
