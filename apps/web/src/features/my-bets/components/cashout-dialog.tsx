/**
 * The cash-out confirmation: the offer is asked again from the server when the dialog opens (prices
 * move), the bettor takes all of it or a part (0.10 up to the offer; the rest of the bet stays on), and
 * confirms. An offer that moved down meanwhile comes back as the new offer to confirm again; a suspended
 * market or a withdrawn offer is said in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { parseMoneyInput } from '@touchline/betting';
import type { PlacedBet } from '@touchline/contract';
import { Dialog } from '@touchline/web-kit/dialog';
import { TextField } from '@touchline/web-kit/field';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashOut, newCashoutKey } from '../cashout';
import type { Formats } from '../format';
import type { MyBetsText } from '../i18n';
import styles from '../my-bets.module.css';
import { betTypeText } from './bet-card';

/** The smallest cash-out the server pays, minor units. */
export const MIN_CASHOUT = 10;

type Phase =
  | { kind: 'checking' }
  | { kind: 'ready'; offer: number; note: 'moved' | 'error' | null }
  | { kind: 'sending'; offer: number }
  | { kind: 'pending' }
  | { kind: 'refused'; code: string };

interface CashoutDialogProps {
  bet: PlacedBet;
  /** Asks the server for the bet again; resolves with its current offer (null when none). */
  reprice: () => Promise<number | null>;
  f: Formats;
  t: MyBetsText;
  onClose: () => void;
}

export function CashoutDialog({ bet, reprice, f, t, onClose }: CashoutDialogProps) {
  const client = useQueryClient();
  // The close button's name is the app's own text, not a My Bets one.
  const closeLabel = useTranslation().t('modal.close');
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [partial, setPartial] = useState(false);
  const [text, setText] = useState('');
  const key = useRef<{ for: string; key: string } | null>(null);
  const modeName = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-priced once, when the dialog opens
  useEffect(() => {
    let live = true;
    reprice().then(
      (offer) => {
        if (!live) return;
        setPhase(
          offer === null
            ? { kind: 'refused', code: 'CASHOUT_UNAVAILABLE' }
            : { kind: 'ready', offer, note: null },
        );
      },
      () => live && setPhase({ kind: 'refused', code: 'SERVER_ERROR' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const offer = phase.kind === 'ready' || phase.kind === 'sending' ? phase.offer : null;
  const parsed = parseMoneyInput(text);
  const partAmount = Math.round(parsed.value * 100);
  const partValid =
    offer !== null && parsed.error === null && partAmount >= MIN_CASHOUT && partAmount <= offer;
  /** A typed part that cannot be cashed out: the field says why instead of its hint. */
  const partWrong = text !== '' && !partValid;
  const amount = offer === null ? null : partial ? (partValid ? partAmount : null) : offer;

  const confirm = async () => {
    if (offer === null || amount === null) return;
    // One key per confirmed amount and offer: a retry of the same confirmation cashes out once.
    const what = `${amount}:${offer}`;
    if (key.current?.for !== what) key.current = { for: what, key: newCashoutKey() };
    setPhase({ kind: 'sending', offer });
    const result = await cashOut(client, {
      betId: bet.uuid,
      amount,
      offer,
      message: t('cashout.success'),
      key: key.current.key,
    });
    if (result.kind === 'processed') onClose();
    else if (result.kind === 'pending') setPhase({ kind: 'pending' });
    else if (result.kind === 'moved') setPhase({ kind: 'ready', offer: result.offer, note: 'moved' });
    // A lost answer may be retried: the same confirmation keeps its key.
    else if (result.code === 'SERVER_ERROR' || result.code === 'CONNECTION_ERROR') {
      setPhase({ kind: 'ready', offer, note: 'error' });
    } else setPhase({ kind: 'refused', code: result.code });
  };

  const refusal = (code: string) =>
    code === 'MARKET_SUSPENDED'
      ? t('cashout.suspended')
      : code === 'CASHOUT_UNAVAILABLE' || code === 'BET_NOT_FOUND'
        ? t('cashout.unavailable')
        : t('cashout.error');

  const min = f.money(MIN_CASHOUT);
  const footer =
    offer !== null ? (
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('cashout.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={amount === null || phase.kind === 'sending'}
          aria-busy={phase.kind === 'sending' || undefined}
          onClick={() => void confirm()}
        >
          {phase.kind === 'sending' ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {t('cashout.confirm', { amount: f.money(amount ?? offer) })}
        </button>
      </div>
    ) : (
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('cashout.cancel')}
        </button>
      </div>
    );

  return (
    <Dialog
      open
      title={t('cashout.title')}
      closeLabel={closeLabel}
      onClose={onClose}
      size="sm"
      footer={footer}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogBet}>
          <strong>
            {betTypeText(bet, t)} · {t('bets.stake')} {f.money(bet.stake)}
          </strong>
          {bet.selections.map((leg) => (
            <span key={leg.outcome_id} className={styles.meta}>
              {leg.outcome_name} · {leg.event_name}
            </span>
          ))}
        </div>
        {phase.kind === 'checking' ? (
          <p role="status" className={styles.checking}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('cashout.checking')}
          </p>
        ) : null}
        {phase.kind === 'pending' ? <p role="status">{t('cashout.pending')}</p> : null}
        {phase.kind === 'refused' ? (
          <p role="alert" className={styles.error}>
            {refusal(phase.code)}
          </p>
        ) : null}
        {offer !== null ? (
          <>
            <div className={styles.offer}>
              <span>{t('cashout.offer')}</span>
              <strong data-testid="cashout-offer">{f.money(offer)}</strong>
            </div>
            {phase.kind === 'ready' && phase.note === 'moved' ? (
              <p role="alert" className={styles.warning}>
                {t('cashout.moved', { amount: f.money(offer) })}
              </p>
            ) : null}
            {phase.kind === 'ready' && phase.note === 'error' ? (
              <p role="alert" className={styles.error}>
                {t('cashout.error')}
              </p>
            ) : null}
            <fieldset className={styles.modes}>
              <legend className="visually-hidden">{t('cashout.title')}</legend>
              <label className={styles.mode}>
                <input type="radio" name={modeName} checked={!partial} onChange={() => setPartial(false)} />
                {t('cashout.full')}
              </label>
              <label className={styles.mode}>
                <input type="radio" name={modeName} checked={partial} onChange={() => setPartial(true)} />
                {t('cashout.partial')}
              </label>
            </fieldset>
            {partial ? (
              <TextField
                label={t('cashout.amount')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={text}
                onValueChange={(value) => setText(parseMoneyInput(value).text)}
                error={partWrong ? t('cashout.amountInvalid', { min, max: f.money(offer) }) : null}
                hint={
                  partWrong
                    ? null
                    : `${t('cashout.amountHint', { min, max: f.money(offer) })}. ${t('cashout.rides')}`
                }
              />
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
