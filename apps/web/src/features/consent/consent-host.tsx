/**
 * Consent and the tag manager in the page: the cookie question (a bar on a first visit under a consent
 * policy, the full choices from it or from the footer), the tag manager started by those choices, the account frame's events
 * and the page visits handed to it. The brand's configuration says whether there is a policy and which
 * container to load.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '@/shared/api/config';
import { pushTagEvent, takeTagEvents } from '@/shared/platform/tag-events';
import { now } from '@/shared/platform/timers';
import { usePageCovered } from '@/shared/ui/use-page-covered';
import { ConsentBar } from './consent-bar';
import { ConsentDialog } from './consent-dialog';
import { useConsent } from './consent-store';
import { createPageVisits } from './page-visits';
import { createTagManager, loadContainerScript, type TagHost } from './tag-manager';

export function ConsentHost() {
  const brand = useConfig().data?.brand;
  if (!brand) return null;
  return <ConsentRuntime consentPolicy={brand.consent_policy} containerId={brand.tag_manager_id} />;
}

function ConsentRuntime({
  consentPolicy,
  containerId,
}: {
  consentPolicy: boolean;
  containerId: string | null;
}) {
  const choice = useConsent((state) => state.choice);
  const [manager] = useState(() =>
    createTagManager({
      host: window as TagHost,
      consentPolicy,
      containerId,
      loadScript: loadContainerScript,
      now,
    }),
  );

  useEffect(() => {
    if (consentPolicy && choice) manager.setConsent(choice);
  }, [manager, consentPolicy, choice]);
  useEffect(() => takeTagEvents(manager.push), [manager]);

  const location = useLocation();
  const [visits] = useState(() => createPageVisits(pushTagEvent, () => document.title));
  useEffect(() => () => visits.dispose(), [visits]);
  useEffect(() => {
    visits.visit(`${location.pathname}${location.search}`);
  }, [visits, location.pathname, location.search]);

  return consentPolicy ? <ConsentPrompt /> : null;
}

/**
 * Asks on a first visit with the bar, from the first render on when nothing else covers the page (the
 * app's location check, the frame), or as soon as nothing does; the full choices open from the bar or
 * the footer.
 */
function ConsentPrompt() {
  const { choice, settingsOpen, choose, closeSettings } = useConsent();
  const covered = usePageCovered();
  const [asking, setAsking] = useState(() => choice === null && !covered);
  const [managing, setManaging] = useState(false);
  useEffect(() => {
    if (choice === null && !covered) setAsking(true);
  }, [choice, covered]);
  const onChoose = (next: { analytics: boolean; marketing: boolean }) => {
    choose(next);
    setAsking(false);
    setManaging(false);
  };
  if (settingsOpen || managing) {
    // A fresh dialog each time it opens shows the choice as it stands.
    return (
      <ConsentDialog
        key={choice?.at ?? 0}
        open
        current={choice}
        onChoose={onChoose}
        onClose={() => {
          setManaging(false);
          closeSettings();
        }}
      />
    );
  }
  return asking && choice === null ? (
    <ConsentBar onChoose={onChoose} onManage={() => setManaging(true)} />
  ) : null;
}

/** The footer's entry that opens the cookie choices again (only where there is a consent policy). */
export function CookieSettingsLink() {
  const { t } = useTranslation();
  const policy = useConfig().data?.brand.consent_policy === true;
  const openSettings = useConsent((state) => state.openSettings);
  if (!policy) return null;
  return (
    <li>
      <button type="button" onClick={openSettings}>
        {t('consent.settingsLink')}
      </button>
    </li>
  );
}
