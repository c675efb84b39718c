/**
 * Start-up: the launch (the token first taken out of the address), the theme, the language, the site's
 * configuration (where the API is, which sportsbook may frame the game), the frame messages, and then the
 * session itself (a play-money one opened here).
 */
import { getStudioSession, openDemoSession, type StudioGame, type StudioSession } from '@touchline/contract';
import { callApi, configureApi } from '@/shared/api/client';
import { browserFrame, type GameFrame } from '@/shared/frame/game-frame';
import { initI18n } from '@/shared/i18n/i18n';
import { rememberedToken, rememberToken } from '@/shared/session/token';
import { addressWithoutToken, type Launch, readLaunch } from '@/shared/site/launch';
import { type GamesSiteConfig, loadSiteConfig, parentOrigin } from '@/shared/site/site';

export interface Started {
  launch: Launch;
  config: GamesSiteConfig;
  frame: GameFrame;
  /** Opens (demo) or loads (real) the session; null token means no real session was given. */
  openSession: () => Promise<StudioSession>;
}

/** Reads the launch and removes the token from the address before anything else runs. */
export function takeLaunch(): Launch {
  const launch = readLaunch(window.location);
  if (window.location.hash) window.history.replaceState(null, '', addressWithoutToken(window.location));
  return launch;
}

export class NoSessionError extends Error {
  constructor() {
    super('no session token');
    this.name = 'NoSessionError';
  }
}

export async function start(launch: Launch): Promise<Started> {
  document.documentElement.dataset.theme = launch.theme;
  const [config] = await Promise.all([loadSiteConfig(), initI18n(launch.lang)]);
  const frame = browserFrame(
    parentOrigin({
      config,
      framed: window.parent !== window,
      ancestorOrigins: Array.from(window.location.ancestorOrigins ?? []),
      referrer: document.referrer,
    }),
  );
  let token: string | null = null;
  if (launch.kind === 'game' && launch.play.mode === 'real') {
    token = launch.play.token ?? rememberedToken(launch.game);
    if (launch.play.token) rememberToken(launch.game, launch.play.token);
  }
  configureApi({
    baseUrl: config.api_url,
    bookmaker: launch.kind === 'game' ? launch.bookmaker : null,
    token: () => token,
  });
  const openSession = async (): Promise<StudioSession> => {
    if (launch.kind !== 'game') throw new NoSessionError();
    if (launch.play.mode === 'demo') {
      const game: StudioGame = launch.game;
      const currency = launch.play.currency;
      const session = await callApi(openDemoSession, { body: currency ? { game, currency } : { game } });
      token = session.token;
      return session;
    }
    if (!token) throw new NoSessionError();
    return callApi(getStudioSession, {});
  };
  return { launch, config, frame, openSession };
}
