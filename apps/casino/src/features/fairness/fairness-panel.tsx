/**
 * Fairness: the seeds the next round draws from (the server seed's commitment, the client seed, the
 * nonce), changing the client seed (which reveals the server seed in use, so every round drawn from it
 * can be checked), and the Verify view for any round.
 */
import { type RevealedSeed, rotateStudioSeed } from '@touchline/contract';
import { Dialog } from '@touchline/web-kit/dialog';
import { TextField } from '@touchline/web-kit/field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/shared/api/client';
import { useGameSession } from '@/shared/session/session';
import { usePlay } from '@/shared/session/use-play';
import { ErrorText } from '@/shared/ui/error-text';
import ui from '@/shared/ui/ui.module.css';
import styles from './fairness.module.css';
import { emptyForm } from './verify';
import { VerifyView } from './verify-view';

export function FairnessPanel() {
  const { t } = useTranslation();
  const { fairness, applyFairness, session, balance } = useGameSession();
  const play = usePlay();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const [verifying, setVerifying] = useState(false);
  // The roulette table draws with its own seeds, one server seed per round: the bettor sets none.
  const table = session.game === 'roulette';
  const seedError = clientSeed.includes(':') || clientSeed.length > 64 ? t('fairness.clientSeedRule') : null;

  const rotate = async () => {
    if (seedError) return;
    const chosen = clientSeed.trim();
    const answer = await play.run(() =>
      callApi(rotateStudioSeed, { body: chosen ? { client_seed: chosen } : {} }),
    );
    if (!answer) return;
    setRevealed(answer.revealed);
    setClientSeed('');
    applyFairness(answer.fairness);
  };

  return (
    <div className={styles.fairness}>
      <p className={ui.muted}>{table ? t('fairness.tableExplain') : t('fairness.explain')}</p>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd className={ui.mono}>{fairness.server_seed_hash}</dd>
        </div>
        <div>
          <dt>{t('fairness.clientSeed')}</dt>
          <dd className={ui.mono}>{fairness.client_seed}</dd>
        </div>
        <div>
          <dt>{table ? t('fairness.roundNumber') : t('fairness.nonce')}</dt>
          <dd className={ui.mono}>{fairness.nonce}</dd>
        </div>
      </dl>
      {table ? null : (
        <TextField
          label={t('fairness.newClientSeed')}
          value={clientSeed}
          onValueChange={setClientSeed}
          error={seedError}
          hint={t('fairness.newClientSeedHint')}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <div className={ui.row}>
        {table ? null : (
          <button
            type="button"
            className={ui.button}
            disabled={play.busy || Boolean(seedError)}
            onClick={rotate}
          >
            {t('fairness.rotate')}
          </button>
        )}
        <button type="button" className={ui.button} onClick={() => setVerifying(true)}>
          {t('fairness.verifyAny')}
        </button>
      </div>
      <ErrorText message={play.error} />
      {revealed ? (
        <section className={styles.revealed} aria-live="polite">
          <h3>{t('fairness.revealedTitle')}</h3>
          <p className={ui.muted}>{t('fairness.revealedExplain', { count: revealed.rounds })}</p>
          <dl className={styles.seeds}>
            <div>
              <dt>{t('fairness.revealedSeed')}</dt>
              <dd className={ui.mono}>{revealed.server_seed}</dd>
            </div>
            <div>
              <dt>{t('fairness.serverSeedHash')}</dt>
              <dd className={ui.mono}>{revealed.server_seed_hash}</dd>
            </div>
            <div>
              <dt>{t('fairness.clientSeed')}</dt>
              <dd className={ui.mono}>{revealed.client_seed}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <Dialog
        open={verifying}
        title={t('verify.title')}
        closeLabel={t('common.close')}
        onClose={() => setVerifying(false)}
        size="md"
      >
        {verifying ? <VerifyView initial={emptyForm(session.game)} currency={balance.currency} /> : null}
      </Dialog>
    </div>
  );
}
