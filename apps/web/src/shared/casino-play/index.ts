export { type CasinoPlayState, type OpenGame, useCasinoPlay } from './casino-play-store';
