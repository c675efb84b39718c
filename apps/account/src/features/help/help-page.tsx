import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountPage, Card } from '@/shared/ui/page';
import styles from '@/shared/ui/ui.module.css';
import own from './help.module.css';
import { articleForPath, articlePath, HELP_ARTICLES, type HelpArticle } from './help-centre';

/** Where each article's texts live in the translations. */
const CONTENT_KEY = {
  'my-account/faqs': 'faqs',
  'responsible-gambling': 'responsibleGambling',
  'contact-us': 'contactUs',
  gaming: 'gaming',
  'terms-and-conditions': 'terms',
  privacy: 'privacy',
  'about-us': 'aboutUs',
} as const satisfies Record<HelpArticle, string>;

interface Faq {
  q: string;
  a: string;
}

function Article({ article }: { article: HelpArticle }) {
  const { t } = useTranslation();
  const key = CONTENT_KEY[article];
  const paragraphs = t(`helpContent.${key}.body`, { returnObjects: true }) as unknown as string[];
  const faqs =
    key === 'faqs' ? (t('helpContent.faqs.items', { returnObjects: true }) as unknown as Faq[]) : [];
  return (
    <AccountPage title={t(`helpContent.${key}.title`)} lead={t(`helpContent.${key}.summary`)}>
      <Card>
        <div className={styles.prose}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {faqs.map((faq) => (
            <details key={faq.q} className={own.faq}>
              <summary>{faq.q}</summary>
              <p>{faq.a}</p>
            </details>
          ))}
          {article === 'responsible-gambling' ? (
            <Link to="/account/safe-gambling-tools">{t('help.safeGamblingTools')}</Link>
          ) : null}
        </div>
      </Card>
      <Link to="/help">{t('help.backToHelp')}</Link>
    </AccountPage>
  );
}

function HelpHome({ unknown }: { unknown: boolean }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('help.title')} lead={t('help.lead')}>
      {unknown ? <p className={styles.muted}>{t('help.unknownTopic')}</p> : null}
      <ul className={own.topics}>
        {HELP_ARTICLES.map((article) => (
          <li key={article}>
            <Link to={articlePath(article)} className={own.topic}>
              <span className={own.topicTitle}>{t(`helpContent.${CONTENT_KEY[article]}.title`)}</span>
              <span className={styles.muted}>{t(`helpContent.${CONTENT_KEY[article]}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}

/** The help centre: its home at /help, an article at /help/{topic} (aliases included). */
export function HelpPage() {
  const { pathname } = useLocation();
  const article = articleForPath(pathname);
  if (article) return <Article article={article} />;
  const root = pathname.replace(/\/+$/, '') === '/help';
  return <HelpHome unknown={!root} />;
}

export default HelpPage;
