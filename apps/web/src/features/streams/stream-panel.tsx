/**
 * The live-stream panel: desktop only, login required ('Please login
 * to watch the stream'), a stream picker, the player, expand to the event page and hide.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '@/shared/session';
import { Icon } from '@/shared/ui/icon';
import { useHlsUrl, useStreams } from './api';
import { StreamPlayer } from './player';
import styles from './stream-panel.module.css';

export function StreamPanel() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const streams = useStreams(loggedIn && open);
  const hls = useHlsUrl(loggedIn && open ? chosen : null);
  const pickerId = useId();
  const stream = streams.data?.streams.find((s) => s.event_id === chosen) ?? null;
  return (
    <section className={styles.panel} aria-labelledby="stream-title">
      <header className={styles.header}>
        <h2 id="stream-title" className={styles.title}>
          <Icon name="play" size={16} />
          {t('streams.title')}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          aria-label={t(open ? 'streams.hide' : 'streams.show')}
        >
          <Icon name={open ? 'chevronDown' : 'chevronRight'} size={18} />
        </button>
      </header>
      {open ? (
        <div className={styles.body}>
          {!loggedIn ? (
            <p className={styles.note}>{t('streams.loginToWatch')}</p>
          ) : (
            <>
              <label className="visually-hidden" htmlFor={pickerId}>
                {t('streams.picker')}
              </label>
              <select
                id={pickerId}
                className={styles.picker}
                value={chosen ?? ''}
                onChange={(e) => setChosen(e.target.value || null)}
              >
                <option value="">{t('streams.picker')}</option>
                {(streams.data?.streams ?? []).map((s) => (
                  <option key={s.event_id} value={s.event_id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {!chosen ? (
                <p className={styles.note}>{t('streams.select')}</p>
              ) : hls.isPending ? (
                <p className={styles.note}>{t('streams.loading')}</p>
              ) : hls.isError ? (
                <p className={styles.error}>{hls.error.message}</p>
              ) : (
                <>
                  <StreamPlayer src={hls.data} title={stream?.name ?? t('streams.title')} />
                  {stream ? (
                    <Link to={stream.event_url} className={styles.expand}>
                      <Icon name="expand" size={16} />
                      {t('streams.expand')}
                    </Link>
                  ) : null}
                </>
              )}
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
