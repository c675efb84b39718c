/**
 * The message banner under the header menus: the operator's one banner for this brand and language,
 * cleaned again here, with its calls to action and, unless the operator said otherwise, a dismiss
 * button whose choice is remembered on this device.
 */
import type { Banner, BannerCta } from '@touchline/contract';
import { type MouseEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openAccountFrame } from '@/shared/account-frame';
import { useGlobalContent } from '@/shared/content/global-content';
import { Icon } from '@/shared/ui/icon';
import { cleanBannerHtml } from './clean-html';
import { dismissedBanners, rememberDismissal } from './dismissal';
import styles from './message-banner.module.css';
import { dismissalKey, selectBanner } from './select';

/** A path of this site: one leading slash (a second one would name another host). */
const isSitePath = (url: string) => /^\/(?!\/)[^\s]*$/.test(url);
const isHttpUrl = (url: string) => /^https?:\/\/[^/\s]/i.test(url);

export function MessageBanner() {
  const { data } = useGlobalContent();
  const [dismissed, setDismissed] = useState(dismissedBanners);
  const banner = useMemo(() => {
    const cleaned = new Map<string, string>();
    const textOf = (message: string) => {
      const clean = cleanBannerHtml(message);
      cleaned.set(message, clean.html);
      return clean.text;
    };
    const chosen = selectBanner(data?.banners ?? [], { dismissed, textOf });
    return chosen ? { banner: chosen, html: cleaned.get(chosen.message) ?? '' } : null;
  }, [data, dismissed]);
  if (!banner) return null;
  const dismiss = () => {
    rememberDismissal(dismissalKey(banner.banner));
    setDismissed(dismissedBanners());
  };
  return <BannerView banner={banner.banner} html={banner.html} onDismiss={dismiss} />;
}

export interface BannerViewProps {
  banner: Banner;
  /** The message, already cleaned. */
  html: string;
  onDismiss: () => void;
}

export function BannerView({ banner, html, onDismiss }: BannerViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A link of this site inside the message moves within the app instead of loading the page again.
  const onMessageClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  return (
    <section
      className={`${styles.banner} ${styles[banner.type]}`}
      aria-label={t('banners.label')}
      data-banner-id={String(banner.id)}
      data-banner-type={banner.type}
    >
      <div className={styles.body}>
        <span className="visually-hidden">{t(`banners.type.${banner.type}`)}</span>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only the links inside act, and they take the keyboard themselves */}
        <div
          className={styles.message}
          onClick={onMessageClick}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by cleanBannerHtml (DOMPurify) just before
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {banner.ctas.length > 0 ? (
          <div className={styles.ctas}>
            {banner.ctas.map((cta) => (
              <Cta key={`${cta.type}:${cta.url}:${cta.text}`} cta={cta} />
            ))}
          </div>
        ) : null}
      </div>
      {banner.dismissable ? (
        <button
          type="button"
          className={styles.dismiss}
          onClick={onDismiss}
          aria-label={t('banners.dismiss')}
        >
          <Icon name="close" size={20} />
        </button>
      ) : null}
    </section>
  );
}

/**
 * A call to action: a global-frame one (or an open_page destination) opens that page of the account
 * frame; an internal link moves within the app; an external one opens a new tab without access to this
 * page. One whose address does not fit its kind is not shown.
 */
export function Cta({ cta }: { cta: BannerCta }) {
  if (cta.type === 'global-frame' || cta.destination === 'open_page') {
    if (!isSitePath(cta.url)) return null;
    return (
      <button type="button" className={styles.cta} onClick={() => openAccountFrame(cta.url)}>
        {cta.text}
      </button>
    );
  }
  if (cta.destination === 'external') {
    if (!isHttpUrl(cta.url)) return null;
    return (
      <a className={styles.cta} href={cta.url} target="_blank" rel="noopener">
        {cta.text}
      </a>
    );
  }
  if (!isSitePath(cta.url)) return null;
  return (
    <Link className={styles.cta} to={cta.url}>
      {cta.text}
    </Link>
  );
}
