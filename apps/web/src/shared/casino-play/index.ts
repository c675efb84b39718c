export { type CasinoPlayState, type OpenGame, useCasinoPlay } from './casino-play-store';
export {
  connectGameFrame,
  type GameFrame,
  type GameFrameOptions,
  isFromGame,
  type MessageHost,
  type MessageTarget,
  parseGameMessage,
} from './game-frame';
export { demoGameUrl, type GameLaunch, originOf, realGameUrl } from './game-url';
