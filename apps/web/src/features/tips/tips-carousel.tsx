/**
 * The tips carousel, titled 'Tips' and collapsible: one tip card at a time, each with its sport, the tip,
 * the match, competition and region, start time, market and a bet button that toggles the tip's
 * selection in the slip (a lock instead of the price when the odds are not above 1). Fetched shortly
 * after mount; moves on every 5 s, waits 7 s after the pointer leaves; hidden with no tips or two or
 * more selections in the slip, and open again when it comes back.
 */

import { useQuery } from '@tanstack/react-query';
import type { ProcessedTip } from '@touchline/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrand } from '@/brands/current-brand';
import { useApiContext } from '@/shared/api/context';
import { slipSelectionOf, useSlip, useSlipCount } from '@/shared/betslip';
import { displayLocale } from '@/shared/i18n/display-locale';
import { after, cancel, every, type TimerId } from '@/shared/platform/timers';
import { useSettings } from '@/shared/preferences';
import { Icon } from '@/shared/ui/icon';
import { SportIcon } from '@/shared/ui/sport-icon';
import { loadTips, selectionDetail } from './api';
import {
  AUTO_ADVANCE_MS,
  bulletWindow,
  isLocked,
  nextIndex,
  RESUME_AFTER_HOVER_MS,
  TIPS_FETCH_DELAY_MS,
  tipStartText,
  tipsShown,
} from './carousel';
import styles from './tips.module.css';

function useTips() {
  const ctx = useApiContext();
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = after(TIPS_FETCH_DELAY_MS, () => setDue(true));
    return () => cancel(timer);
  }, []);
  return useQuery({
    queryKey: ['tips', ctx.bookmaker, ctx.lang],
    queryFn: ({ signal }) => loadTips(ctx, signal),
    enabled: due,
    staleTime: 5 * 60_000,
    // Tips are a nicety: a failure hides the carousel and is not retried in a loop.
    retry: false,
  });
}

function TipCard({ tip }: { tip: ProcessedTip }) {
  const { t, i18n } = useTranslation();
  const ctx = useApiContext();
  const format = useSettings((state) => state.oddsFormat);
  const timezone = useSettings((state) => state.timezone);
  const tile = tip.tile;
  const inSlip = useSlip((state) =>
    tile ? state.slip.selections.some((s) => s.outcome.id === tile.outcome_id) : false,
  );
  const [busy, setBusy] = useState(false);
  const starts = tipStartText(
    tip.starts_at,
    displayLocale(i18n.resolvedLanguage ?? i18n.language, currentBrand.locale),
    timezone,
  );
  const toggle = async () => {
    if (!tile) return;
    const { dispatch } = useSlip.getState();
    if (inSlip) {
      dispatch({ type: 'REMOVE_SELECTION', outcomeId: tile.outcome_id });
      return;
    }
    setBusy(true);
    try {
      const detail = await selectionDetail(ctx, tile.outcome_id);
      if (detail) {
        dispatch({
          type: 'ADD_SELECTION',
          selection: slipSelectionOf(detail.event, detail.market, detail.outcome),
        });
      }
    } catch {
      // A tile whose price cannot be fetched now adds nothing; the bettor may tap again.
    } finally {
      setBusy(false);
    }
  };
  const locked = tile ? isLocked(tile.odds) : true;
  return (
    <article className={styles.card} aria-label={tip.market_name}>
      <p className={styles.meta}>
        <SportIcon slug={tip.sport_slug} size={16} />
        <span>
          {tip.competition_name} · {tip.region_name}
        </span>
        <time dateTime={tip.starts_at}>{starts}</time>
      </p>
      <p className={styles.match}>{t('tips.versus', { home: tip.home_team, away: tip.away_team })}</p>
      <p className={styles.tip}>{tip.tip}</p>
      <div className={styles.bet}>
        <span className={styles.market}>{tip.market_name}</span>
        {tile ? (
          <button
            type="button"
            className={styles.price}
            aria-pressed={inSlip}
            disabled={locked || busy}
            onClick={() => void toggle()}
          >
            <span>{tile.outcome_name}</span>
            {locked ? (
              <span className={styles.lock}>
                <Icon name="lock" size={14} />
                {t('tips.locked')}
              </span>
            ) : (
              <strong>{tile.display_odds[format]}</strong>
            )}
          </button>
        ) : null}
      </div>
    </article>
  );
}

export default function TipsCarousel() {
  const { t } = useTranslation();
  const tips = useTips();
  const list = tips.data ?? [];
  const slipCount = useSlipCount();
  const shown = tipsShown(list.length, slipCount);
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const resume = useRef<TimerId | null>(null);

  // Hidden, then shown again: it comes back open.
  useEffect(() => {
    if (!shown) setOpen(true);
  }, [shown]);

  useEffect(() => {
    if (!shown || !open || paused || list.length < 2) return;
    const timer = every(AUTO_ADVANCE_MS, () => setIndex((i) => nextIndex(i, list.length)));
    return () => cancel(timer);
  }, [shown, open, paused, list.length]);

  useEffect(() => () => cancel(resume.current), []);

  if (!shown) return null;
  const current = Math.min(index, list.length - 1);
  const tip = list[current];
  return (
    <section
      className={styles.carousel}
      aria-labelledby="tips-title"
      onMouseEnter={() => {
        cancel(resume.current);
        setPaused(true);
      }}
      onMouseLeave={() => {
        cancel(resume.current);
        resume.current = after(RESUME_AFTER_HOVER_MS, () => setPaused(false));
      }}
    >
      <h2 id="tips-title" className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('tips.title')}
          <Icon name="chevronDown" size={18} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h2>
      {open && tip ? (
        <>
          <TipCard key={tip.event_id + tip.tip} tip={tip} />
          {list.length > 1 ? (
            <div className={styles.bullets}>
              {bulletWindow(current, list.length).map((i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.bullet}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                >
                  <span className="visually-hidden">{t('tips.bullet', { n: i + 1 })}</span>
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
