import { useTranslation } from 'react-i18next';
import { AccountPage, Card } from '@/shared/ui/page';
import styles from '@/shared/ui/ui.module.css';

const SECTIONS = ['prices', 'settlement', 'money', 'demo'] as const;

/** How prices are made, bets settled and money kept: what a bettor may check for themselves. */
export function FairGamingPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('fairGaming.title')} lead={t('fairGaming.lead')}>
      <Card>
        <div className={styles.prose}>
          {SECTIONS.map((section) => (
            <section key={section} className={styles.prose}>
              <h2>{t(`fairGaming.${section}.title`)}</h2>
              <p>{t(`fairGaming.${section}.body`)}</p>
            </section>
          ))}
        </div>
      </Card>
    </AccountPage>
  );
}

export default FairGamingPage;
