import type { Language } from '@touchline/contract';
import { describeTranslations } from '@touchline/web-kit/i18n/check';
import de from './locales/de.json';
import el from './locales/el.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fi from './locales/fi.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import pt from './locales/pt.json';
import ro from './locales/ro.json';

const LOCALES: Record<Language, object> = { en, es, de, fr, ro, ja, fi, pt, el };

describeTranslations('games translations', LOCALES);
