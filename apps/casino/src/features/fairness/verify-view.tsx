/**
 * The Verify view: the proof of a round (filled from My rounds, or pasted for any round) recomputed in
 * this browser with the engine, and the verdict said plainly: the seed matches its commitment, the
 * outcome, the payout against the recorded one.
 */
import { formatDiceRoll, type RoundOutcome, WHEEL_SEGMENTS } from '@touchline/casino';
import { type Currency, STUDIO_GAMES, type StudioGame } from '@touchline/contract';
import { SelectField, TextField } from '@touchline/web-kit/field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/stake';
import ui from '@/shared/ui/ui.module.css';
import styles from './fairness.module.css';
import { type VerifyForm, type VerifyProblem, type VerifyResult, verifyForm } from './verify';

type T = ReturnType<typeof useTranslation>['t'];

export function outcomeText(outcome: RoundOutcome, t: T, locale: string): string {
  switch (outcome.game) {
    case 'dice':
      return t('verify.outcomes.dice', { roll: formatDiceRoll(outcome.roll) });
    case 'wheel': {
      const bp = WHEEL_SEGMENTS[outcome.segment]?.multiplierBp ?? 0;
      const multiplier = `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 10_000)}×`;
      return t('verify.outcomes.wheel', { multiplier });
    }
    case 'mines':
      return t('verify.outcomes.mines', {
        tiles: [...outcome.mines]
          .sort((a, b) => a - b)
          .map((tile) => tile + 1)
          .join(', '),
      });
    case 'roulette':
      return t('verify.outcomes.roulette', { pocket: outcome.pocket });
  }
}

export function VerifyView({ initial, currency }: { initial: VerifyForm; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(initial);
  const [result, setResult] = useState<VerifyResult | null>(() =>
    initial.serverSeed ? verifyForm(initial) : null,
  );
  const set = (key: keyof VerifyForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const problem = result && !result.ok ? result.problem : null;
  const errorOf = (field: VerifyProblem) => (problem === field ? t(`verify.problems.${problem}`) : null);

  return (
    <form
      className={styles.verify}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(verifyForm(form));
      }}
    >
      {!initial.serverSeed && initial.serverSeedHash ? (
        <p className={ui.notice}>{t('verify.notRevealed')}</p>
      ) : null}
      <SelectField
        label={t('verify.game')}
        value={form.game}
        onValueChange={(value) => set('game')(value as StudioGame)}
      >
        {STUDIO_GAMES.map((game) => (
          <option key={game} value={game}>
            {t(`games.${game}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('verify.serverSeed')}
        value={form.serverSeed}
        onValueChange={set('serverSeed')}
        error={errorOf('serverSeed')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label={t('verify.serverSeedHash')}
        value={form.serverSeedHash}
        onValueChange={set('serverSeedHash')}
        error={errorOf('serverSeedHash')}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.pair}>
        <TextField
          label={t('verify.clientSeed')}
          value={form.clientSeed}
          onValueChange={set('clientSeed')}
          error={errorOf('clientSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('verify.nonce')}
          value={form.nonce}
          onValueChange={set('nonce')}
          error={errorOf('nonce')}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <div className={styles.pair}>
        {form.game === 'roulette' ? null : (
          <TextField
            label={t('verify.stake', { currency })}
            value={form.stake}
            onValueChange={set('stake')}
            error={errorOf('stake')}
            inputMode="decimal"
            autoComplete="off"
          />
        )}
        <TextField
          label={t('verify.payout', { currency })}
          value={form.payout}
          onValueChange={set('payout')}
          error={errorOf('payout')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <TextField
        label={t('verify.bet')}
        value={form.bet}
        onValueChange={set('bet')}
        error={errorOf('bet')}
        hint={t(`verify.betHints.${form.game}`)}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={ui.primary}>
        {t('verify.submit')}
      </button>
      <div aria-live="polite">
        {result?.ok ? (
          <section className={styles.verdict} data-verified={result.verification.verified}>
            <h3>{result.verification.verified ? t('verify.passed') : t('verify.failed')}</h3>
            <ul>
              <li>{result.verification.hashMatches ? t('verify.hashMatches') : t('verify.hashDiffers')}</li>
              <li>{outcomeText(result.verification.outcome, t, i18n.language)}</li>
              <li>
                {result.verification.payoutMatches
                  ? t('verify.payoutMatches', { payout: money(result.verification.payout) })
                  : t('verify.payoutDiffers', {
                      payout: money(result.verification.payout),
                      recorded: form.payout,
                    })}
              </li>
            </ul>
          </section>
        ) : null}
      </div>
    </form>
  );
}
