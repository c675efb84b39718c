import { useTranslation } from 'react-i18next';
import { explainApiError } from '@/shared/api/errors';
import { ErrorAlert } from '@/shared/ui/alert';
import { AccountPage, Card } from '@/shared/ui/page';
import { PageLoading } from '@/shared/ui/page-loading';
import { DepositLimitsForm } from './deposit-limits-form';
import { ExclusionForm } from './exclusion-form';
import { usePlayerLimits } from './limits-query';
import { RealityCheckForm } from './reality-check-form';
import own from './safe-gambling.module.css';

function Section({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Card label={title}>
      <div className={own.section}>
        <h2 className={own.heading}>{title}</h2>
        <p>{intro}</p>
      </div>
      {children}
    </Card>
  );
}

/** /account/safe-gambling-tools: deposit and loss limits, reality check, time-out and self-exclusion. */
export function SafeGamblingPage() {
  const { t } = useTranslation();
  const limits = usePlayerLimits();
  return (
    <AccountPage title={t('safeGambling.title')} lead={t('safeGambling.lead')} wide>
      {limits.isPending ? <PageLoading /> : null}
      {limits.isError ? <ErrorAlert>{explainApiError(limits.error, t)}</ErrorAlert> : null}
      {limits.data ? (
        <>
          <Section title={t('safeGambling.deposit.title')} intro={t('safeGambling.deposit.intro')}>
            <DepositLimitsForm limits={limits.data} />
          </Section>
          <Section title={t('safeGambling.loss.title')} intro={t('safeGambling.loss.intro')}>
            <DepositLimitsForm limits={limits.data} kind="loss" />
          </Section>
          <Section title={t('safeGambling.realityCheck.title')} intro={t('safeGambling.realityCheck.intro')}>
            <RealityCheckForm limits={limits.data} />
          </Section>
          <Section title={t('safeGambling.timeOut.title')} intro={t('safeGambling.timeOut.intro')}>
            <ExclusionForm kind="time_out" />
          </Section>
          <Section
            title={t('safeGambling.selfExclusion.title')}
            intro={t('safeGambling.selfExclusion.intro')}
          >
            <ExclusionForm kind="self_exclusion" />
          </Section>
        </>
      ) : null}
    </AccountPage>
  );
}

export default SafeGamblingPage;
