/**
 * The mini-game panel: Lucky Wheel in a small panel over the sportsbook (a full-width sheet on a
 * phone). A logged-in bettor plays for real money (a session launched for them, its token in the
 * frame's fragment); a guest plays the demo. The frame is registered in shared/casino-play while it is
 * open, its `round` messages (from the games origin and this frame only) refresh the header balance and
 * count for the reality check, and a close request (logout, the reality check's Leave) closes it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type CasinoMode,
  type Currency,
  getCasinoLobby,
  type Language,
  launchCasinoGame,
} from '@touchline/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { callApi } from '@/shared/api/call';
import {
  connectGameFrame,
  demoGameUrl,
  type GameFrame,
  originOf,
  realGameUrl,
  useCasinoPlay,
} from '@/shared/casino-play';
import { useSettings } from '@/shared/preferences';
import { refreshBalance, useSession } from '@/shared/session';
import styles from './mini-games.module.css';
import { WheelIcon } from './wheel-icon';

/** The opener's id in shared/casino-play. */
const OPENER = 'mini-game';
/** The mini-game. */
const MINI_GAME = 'lucky-wheel';

async function frameAddress(mode: CasinoMode, lang: Language, theme: 'dark' | 'light', currency: string) {
  const lobby = await callApi(getCasinoLobby, { query: { category: 'all' } });
  const gamesOrigin = originOf(lobby.dynamicConfig.games_origin);
  if (gamesOrigin === null) throw new Error('the lobby named no games origin');
  const launch = {
    gamesOrigin,
    slug: MINI_GAME,
    lang,
    theme,
    bookmaker: currentBrand.bookmaker,
    embed: 'mini',
  } as const;
  if (mode === 'demo') return { gamesOrigin, src: demoGameUrl(launch, currency as Currency) };
  const { token } = await callApi(launchCasinoGame, { body: { game: MINI_GAME, mode: 'real' } });
  return { gamesOrigin, src: realGameUrl(launch, token) };
}

export function MiniGamePanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const loggedIn = useSession((state) => state.token !== null);
  const currency = useSession((state) => state.user?.currency ?? currentBrand.currency);
  const theme = useSettings((state) => state.theme);
  const mode: CasinoMode = loggedIn ? 'real' : 'demo';
  const lang = i18n.language as Language;

  // One address per opening: a new real-money session is launched each time the panel opens.
  const address = useQuery({
    queryKey: ['mini-game', mode, lang, theme, currency],
    queryFn: () => frameAddress(mode, lang, theme, currency),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const gamesOrigin = address.data?.gamesOrigin ?? null;

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  // The frame counts as an open game while it shows; a close request (logout, Leave) closes the panel.
  useEffect(() => {
    if (!address.data) return;
    const play = useCasinoPlay.getState();
    play.open(OPENER, MINI_GAME, mode);
    const requests = play.closeRequests;
    const unsubscribe = useCasinoPlay.subscribe((state) => {
      if (state.closeRequests !== requests) onClose();
    });
    return () => {
      unsubscribe();
      useCasinoPlay.getState().close(OPENER);
    };
  }, [address.data, mode, onClose]);

  // Messages from this frame on the games origin only: a round refreshes the header balance and counts
  // for the reality check.
  const connection = useRef<GameFrame | null>(null);
  useEffect(() => {
    if (gamesOrigin === null) return;
    const game = connectGameFrame({
      host: window,
      origin: gamesOrigin,
      target: () => frame.current?.contentWindow ?? null,
      onMessage: (message) => {
        if (message.event !== 'round' || message.mode !== mode) return;
        useCasinoPlay.getState().recordRound(message.mode, message.stake, message.payout);
        if (message.mode === 'real') void refreshBalance();
      },
    });
    connection.current = game;
    return () => {
      game.dispose();
      connection.current = null;
    };
  }, [gamesOrigin, mode]);

  const close = () => {
    connection.current?.close();
    onClose();
  };

  return (
    <section className={styles.panel} role="dialog" aria-labelledby={titleId} aria-modal="false">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <WheelIcon />
          {t('miniGames.title')}
          {mode === 'demo' ? <span className={styles.badge}>{t('miniGames.demo')}</span> : null}
        </h2>
        <button ref={closeButton} type="button" className={styles.close} onClick={close}>
          {t('miniGames.close')}
        </button>
      </header>
      <div className={styles.body}>
        {address.isPending ? <p className={styles.state}>{t('miniGames.loading')}</p> : null}
        {address.isError ? (
          <p className={styles.state} role="alert">
            {t('miniGames.failed')}
          </p>
        ) : null}
        {address.data ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={address.data.src}
            title={t('miniGames.frame')}
            allow="fullscreen"
            referrerPolicy="no-referrer"
          />
        ) : null}
      </div>
    </section>
  );
}

export default MiniGamePanel;
