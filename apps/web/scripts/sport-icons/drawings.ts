/**
 * Where each sport icon comes from: a glyph of @tabler/icons (MIT) by file name, or our own drawing
 * (24x24, stroke 2, round caps and joins, currentColor) where that set has no fitting sport glyph.
 */
import type { SportIconName } from '../../src/shared/ui/sport-icon-map';

/** A filled part inside a stroked icon. */
const FILL = 'fill="currentColor" stroke="none"';

export type IconSource = { tabler: string } | { own: string };

export const SOURCES: Readonly<Record<SportIconName | 'generic', IconSource>> = {
  football: { tabler: 'ball-football' },
  futsal: { tabler: 'play-football' },
  basketball: { tabler: 'ball-basketball' },
  tennis: { tabler: 'ball-tennis' },
  'table-tennis': { tabler: 'ping-pong' },
  badminton: {
    own: '<path d="M9 17h6a3 3 0 0 1-6 0z"/><path d="M9 17 6 4M15 17l3-13M11 17 10.5 4M13 17l.5-13M6 4h12M7.2 10h9.6"/>',
  },
  baseball: { tabler: 'ball-baseball' },
  volleyball: { tabler: 'ball-volleyball' },
  'beach-volleyball': { tabler: 'play-volleyball' },
  handball: { tabler: 'play-handball' },
  'american-football': { tabler: 'ball-american-football' },
  rugby: {
    own: '<path d="M5.3 18.7c-2-2-1.4-7.3 2.1-10.8s8.8-4.1 10.8-2.1 1.4 7.3-2.1 10.8-8.8 4.1-10.8 2.1z"/><path d="M7 17c1.5-3.6 6.4-8.5 10-10"/>',
  },
  'aussie-rules': {
    own: '<path d="M4 9v12M8 4v17M16 4v17M20 9v12"/><path d="M12 9c1.1 0 2 1.6 2 3.5S13.1 16 12 16s-2-1.6-2-3.5.9-3.5 2-3.5z"/>',
  },
  'gaelic-games': {
    own: '<path d="M6 3v18M18 3v18M6 13h12"/><path d="M12 5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/>',
  },
  hurling: {
    own: '<path d="M14 3 10.6 11.5c-1 2.4-3 4.6-5.5 5.7a1.7 1.7 0 0 0 1.1 3.2c4-1.1 6.9-4.4 7.7-8.4L16.6 3.6"/><path d="M18.5 15.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"/>',
  },
  'ice-hockey': {
    own: '<path d="M6 3l6.2 13.2a3 3 0 0 0 2.7 1.8H20"/><path d="M3.5 4.2l6.3 13.6a4 4 0 0 0 3.6 2.2H20M20 18v2"/><path d="M3 19.5c0-.8 1.3-1.5 3-1.5s3 .7 3 1.5-1.3 1.5-3 1.5-3-.7-3-1.5z"/>',
  },
  'field-hockey': {
    own: '<path d="M18 3l-8.5 14.5a3 3 0 0 1-5.2 0l-.3-.5"/><path d="M17.5 15.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"/>',
  },
  cricket: { tabler: 'cricket' },
  darts: {
    own: '<path d="M20 11.5A8.5 8.5 0 1 1 12.5 4"/><path d="M16 12a4 4 0 1 1-4-4"/><path d="M12 12l7-7"/><path d="M16.5 4.5 19 5l.5 2.5M19 5l2-2"/>',
  },
  billiards: { tabler: 'sport-billiard' },
  bowling: { tabler: 'bowling' },
  golf: { tabler: 'golf' },
  boxing: {
    own: '<path d="M8 17v-2.3A5 5 0 0 1 5 10V7a3 3 0 0 1 3-3h5.5A4.5 4.5 0 0 1 18 8.5V13a4 4 0 0 1-2 3.5V17z"/><path d="M8 17h8v4H8z"/><path d="M5 10h3.5a2 2 0 0 0 2-2V4"/>',
  },
  'martial-arts': { tabler: 'karate' },
  fencing: { tabler: 'sword' },
  motorsport: {
    own: `<path d="M5 21V4"/><path d="M5 4h14v10H5"/><path ${FILL} d="M5 4h3.5v3.3H5zM12 4h3.5v3.3H12zM8.5 7.3H12v3.4H8.5zM15.5 7.3H19v3.4h-3.5zM5 10.7h3.5V14H5zM12 10.7h3.5V14H12z"/>`,
  },
  motorbike: { tabler: 'motorbike' },
  cycling: { tabler: 'bike' },
  'horse-racing': { tabler: 'horse' },
  equestrian: { tabler: 'horseshoe' },
  greyhounds: { tabler: 'dog' },
  athletics: { tabler: 'run-sprint' },
  gymnastics: { tabler: 'rings' },
  weightlifting: { tabler: 'barbell' },
  archery: { tabler: 'target-arrow' },
  shooting: {
    own: `<path d="M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14z"/><path d="M12 2v5M12 17v5M2 12h5M17 12h5"/><path ${FILL} d="M12 10.8a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z"/>`,
  },
  swimming: { tabler: 'swimming' },
  'water-polo': {
    own: '<path d="M12 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"/><path d="M7.5 6.5c3 1 6 1 9 0M12 3c-1.5 3-1.5 7 0 10"/><path d="M3 17c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1M3 21c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1"/>',
  },
  diving: { tabler: 'cliff-jumping' },
  rowing: { tabler: 'kayak' },
  sailing: { tabler: 'sailboat' },
  skiing: { tabler: 'ski-jumping' },
  snowboarding: { tabler: 'snowboarding' },
  skating: { tabler: 'ice-skating' },
  curling: {
    own: '<path d="M6 13h12a2 2 0 0 1 2 2v1a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-1a2 2 0 0 1 2-2z"/><path d="M4 16.5h16"/><path d="M9 13v-2.5A2.5 2.5 0 0 1 11.5 8H18"/>',
  },
  'winter-sports': { tabler: 'snowflake' },
  skateboarding: { tabler: 'skateboarding' },
  climbing: { tabler: 'mountain' },
  chess: { tabler: 'chess-knight' },
  poker: { tabler: 'cards' },
  esports: { tabler: 'device-gamepad-2' },
  moba: { tabler: 'swords' },
  virtual: {
    own: '<path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="M8 20h8M12 16v4"/><path d="M10.5 7.5v5l4-2.5z"/>',
  },
  olympics: { tabler: 'medal' },
  specials: {
    own: '<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>',
  },
  politics: {
    own: '<path d="M4 13h16v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"/><path d="M9 16h6"/><path d="M8 13V4.5a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 .5.5V13"/><path d="M10.5 8.5l1.2 1.2 2.3-2.4"/>',
  },
  generic: { tabler: 'trophy' },
};
