/**
 * A game at /play/{slug} (real money, login required) or /play/{slug}/demo (play money, no login): the
 * game client in a frame on the games origin, with its name, RTP, the mode switch and the way back to
 * the lobby. A guest asking for real money is offered login (the account frame's) or play for fun.
 *
 * While the frame is open it is registered with the casino-play store (the reality check and logout
 * watch it). Each settled round the game reports reloads the header balance and counts for the
 * reality check; when play must end (logout, the reality check's Leave) the game is told to close and
 * the page goes back to the lobby.
 */
import type { CasinoGameInfo, CasinoMode, StudioGame } from '@touchline/contract';
import { ApiError } from '@touchline/contract/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { currentBrand } from '@/brands/current-brand';
import { openAccountFrame } from '@/shared/account-frame';
import {
  connectGameFrame,
  demoGameUrl,
  type GameLaunch,
  originOf,
  realGameUrl,
  useCasinoPlay,
} from '@/shared/casino-play';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSettings } from '@/shared/preferences';
import { refreshBalance, useSession } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { NotFoundPage } from '@/shared/ui/not-found';
import { ErrorState, Skeleton } from '@/shared/ui/states';
import { useLaunch } from '../api/launch';
import { useLobby } from '../api/lobby';
import { type CasinoKey, useCasinoText } from '../i18n';
import { casinoPaths, isStudioGame } from '../model/lobby-url';
import styles from './casino.module.css';

/** The opener id of the game page in the casino-play store. */
const OPENER = 'page';

export function CasinoGamePage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  if (!isStudioGame(slug)) return <NotFoundPage />;
  const mode: CasinoMode = pathname.replace(/\/$/, '').endsWith('/demo') ? 'demo' : 'real';
  return <GamePage key={`${slug}-${mode}`} slug={slug} mode={mode} />;
}

function GamePage({ slug, mode }: { slug: StudioGame; mode: CasinoMode }) {
  const text = useCasinoText();
  const lobby = useLobby();
  const loggedIn = useSession((state) => state.token !== null);
  const info = lobby.data?.games.find((game) => game.slug === slug);
  const gamesOrigin = lobby.data ? originOf(lobby.data.dynamicConfig.games_origin) : null;
  const name = info?.name ?? text(`games.${slug}`);

  let body: ReactNode;
  let showsFrame = false;
  if (lobby.isError && !lobby.data) {
    body = <ErrorState message={text('game.launchFailed')} onRetry={() => void lobby.refetch()} />;
  } else if (!lobby.data) {
    body = <Skeleton rows={1} height={420} />;
  } else if (!info || gamesOrigin === null) {
    return <NotFoundPage />;
  } else if (mode === 'real' && !loggedIn) {
    body = <LoginOffer slug={slug} name={name} />;
  } else {
    showsFrame = true;
    body = <GameFrame info={info} mode={mode} gamesOrigin={gamesOrigin} name={name} />;
  }

  return (
    <div className={styles.gamePage}>
      <div className={styles.gameBar}>
        <Link to={casinoPaths.lobby()} className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          {text('game.back')}
        </Link>
        <div className={styles.gameHeading}>
          <h1 className={styles.gameName}>{name}</h1>
          {info ? <span className={styles.rtp}>{text('lobby.rtp', { rtp: info.rtp })}</span> : null}
          {info?.live ? <span className={styles.liveInline}>{text('lobby.live')}</span> : null}
        </div>
        <nav aria-label={text('game.modeLabel')} className={styles.modeSwitch}>
          <Link to={casinoPaths.game(slug)} aria-current={mode === 'real' ? 'page' : undefined}>
            {text('game.real')}
          </Link>
          <Link to={casinoPaths.game(slug, true)} aria-current={mode === 'demo' ? 'page' : undefined}>
            {text('game.demo')}
          </Link>
        </nav>
      </div>
      {showsFrame ? (
        <p className={styles.modeNote}>{text(mode === 'demo' ? 'game.demoNote' : 'game.realNote')}</p>
      ) : null}
      {body}
    </div>
  );
}

function LoginOffer({ slug, name }: { slug: StudioGame; name: string }) {
  const text = useCasinoText();
  const { pathname } = useLocation();
  return (
    <section className={styles.offer} aria-labelledby="casino-login-offer">
      <Icon name="lock" size={28} />
      <h2 id="casino-login-offer">{text('game.loginTitle')}</h2>
      <p>{text('game.loginBody', { game: name })}</p>
      <div className={styles.tileActions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => openAccountFrame('/login', { redirect: pathname })}
        >
          {text('game.login')}
        </button>
        <Link className={styles.secondary} to={casinoPaths.game(slug, true)}>
          {text('game.playDemo')}
        </Link>
      </div>
    </section>
  );
}

interface FrameProps {
  info: CasinoGameInfo;
  mode: CasinoMode;
  gamesOrigin: string;
  name: string;
}

/** A refusal the bettor can act on gets its own words; anything else the general one. */
function refusalKey(code: string | null): CasinoKey {
  switch (code) {
    case 'SELF_EXCLUDED':
    case 'TIMED_OUT':
    case 'LOSS_LIMIT_EXCEEDED':
    case 'BALANCE_INSUFFICIENT':
    case 'CASINO_SESSION_EXPIRED':
      return `game.refused.${code}`;
    default:
      return 'game.launchFailed';
  }
}

function GameFrame({ info, mode, gamesOrigin, name }: FrameProps) {
  const text = useCasinoText();
  const loggedIn = useSession((state) => state.token !== null);
  const currency = useSession((state) => state.user?.currency ?? currentBrand.currency);
  const theme = useSettings((state) => state.theme);
  // A new session for each start: the visit number is part of the launch's key.
  const [visit, setVisit] = useState(0);
  const launch = useLaunch(info.slug, mode === 'real' && loggedIn, visit);
  const [ended, setEnded] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const openGame = useCasinoPlay((state) => state.open);
  const closeGame = useCasinoPlay((state) => state.close);
  const recordRound = useCasinoPlay((state) => state.recordRound);

  // The language and theme the game starts with; it follows its own settings from there.
  const [launchInfo] = useState<GameLaunch>(() => ({
    gamesOrigin,
    slug: info.slug,
    lang: currentLanguage(),
    theme,
    bookmaker: currentBrand.bookmaker,
  }));
  const source =
    mode === 'demo'
      ? demoGameUrl(launchInfo, currency)
      : launch.data
        ? realGameUrl(launchInfo, launch.data.token)
        : null;

  // The frame is registered while it shows a game.
  useEffect(() => {
    if (source === null) return;
    openGame(OPENER, info.slug, mode);
    return () => closeGame(OPENER);
  }, [source, info.slug, mode, openGame, closeGame]);

  useEffect(() => {
    if (source === null) return;
    const frame = connectGameFrame({
      host: window,
      origin: gamesOrigin,
      target: () => iframe.current?.contentWindow ?? null,
      onMessage: (message) => {
        switch (message.event) {
          case 'ready':
            setReady(true);
            break;
          case 'round':
            recordRound(message.mode, message.stake, message.payout);
            if (message.mode === 'real') void refreshBalance();
            break;
          case 'error':
            setEnded(message.code);
            break;
        }
      },
    });
    // Play must end (logout, the reality check's Leave): the game stops taking bets, the page leaves.
    const unsubscribe = useCasinoPlay.subscribe((state, previous) => {
      if (state.closeRequests === previous.closeRequests) return;
      frame.close();
      closeGame(OPENER);
      navigate(casinoPaths.lobby());
    });
    return () => {
      unsubscribe();
      frame.dispose();
    };
  }, [source, gamesOrigin, recordRound, closeGame, navigate]);

  if (mode === 'real' && launch.isError) {
    return (
      <ErrorState
        message={text(refusalKey(launch.error instanceof ApiError ? launch.error.code : null))}
        onRetry={() => setVisit((n) => n + 1)}
      />
    );
  }
  if (source === null) return <Skeleton rows={1} height={420} />;
  return (
    <div className={styles.stage}>
      {ended !== null ? (
        <div className={styles.ended} role="alert">
          <p>
            {text('game.ended')} {refusalKey(ended) === 'game.launchFailed' ? null : text(refusalKey(ended))}
          </p>
          {mode === 'real' ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setEnded(null);
                setReady(false);
                setVisit((n) => n + 1);
              }}
            >
              {text('game.restart')}
            </button>
          ) : null}
        </div>
      ) : null}
      {ready ? null : (
        <p className={styles.frameLoading} role="status">
          {text('game.loading')}
        </p>
      )}
      <iframe
        ref={iframe}
        key={source}
        className={styles.frame}
        src={source}
        title={text('game.frameTitle', { game: name })}
        allow="fullscreen"
        referrerPolicy="origin"
        onLoad={() => setReady(true)}
      />
    </div>
  );
}
