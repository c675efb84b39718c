/**
 * Casino mini-games over the sportsbook: the Lucky Wheel button on the home pages and its panel. The
 * app mounts it lazily (with its texts); the panel's own code loads on the first click.
 */
export { MiniGames, showsMiniGames } from './mini-game-button';
export { textsReady } from './texts';
