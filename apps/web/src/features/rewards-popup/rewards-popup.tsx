/**
 * The rewards popup: the operator's rewards text (markdown, sanitized) for a logged-in bettor, once per
 * version of the text, in an accessible dialog. It never opens over the account frame or another dialog
 * (the reality check, the location splash, the cookie choices): it waits until the page is uncovered.
 */
import { Dialog } from '@touchline/web-kit/dialog';
import { pageCovered } from '@touchline/web-kit/layers';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGlobalContent } from '@/shared/content/global-content';
import { after, cancel } from '@/shared/platform/timers';
import { paths } from '@/shared/routing/paths';
import { useSession } from '@/shared/session';
import actions from '@/shared/ui/actions.module.css';
import { usePageCovered } from '@/shared/ui/use-page-covered';
import { SafeMarkdown } from './markdown';
import styles from './rewards-popup.module.css';
import { contentVersion, hasSeen, markSeen } from './seen';

/**
 * How long the page stays uncovered before the popup opens: a dialog that opens at the same moment (the
 * cookie choices on a first visit, the frame closing into another page) goes first.
 */
const SETTLE_MS = 800;

export function RewardsPopup() {
  const { t } = useTranslation();
  const username = useSession((state) => state.user?.username ?? null);
  const text = useGlobalContent().data?.global.data.attributes.rewards_popup?.trim() ?? '';
  const covered = usePageCovered();
  const [shown, setShown] = useState<{ username: string; version: string } | null>(null);
  const version = text ? contentVersion(text) : null;

  useEffect(() => {
    if (shown || covered || !username || !version || hasSeen(username, version)) return;
    const timer = after(SETTLE_MS, () => {
      if (pageCovered() || hasSeen(username, version)) return;
      markSeen(username, version);
      setShown({ username, version });
    });
    return () => cancel(timer);
  }, [shown, covered, username, version]);

  // A logout (or another bettor) closes it.
  const open = shown !== null && shown.username === username && text !== '';
  const close = () => setShown(null);
  return (
    <Dialog
      open={open}
      title={t('rewardsPopup.title')}
      onClose={close}
      closeLabel={t('rewardsPopup.close')}
      footer={
        <>
          <button type="button" className={actions.secondary} onClick={close}>
            {t('rewardsPopup.later')}
          </button>
          <Link className={actions.primary} to={paths.rewards()} onClick={close}>
            {t('rewardsPopup.seeRewards')}
          </Link>
        </>
      }
    >
      <div className={styles.content} data-testid="rewards-popup-content">
        <SafeMarkdown text={text} />
      </div>
    </Dialog>
  );
}
