import type { Language } from '@touchline/contract';

export type NavigationLabelKey =
  | 'cashier'
  | 'promotions'
  | 'rewards'
  | 'chatbot'
  | 'live'
  | 'casino'
  | 'my-bets'
  | 'search'
  | 'results'
  | 'sports'
  | 'betslip';

/** Navigation labels in every language. */
export const NAVIGATION_LABELS: Readonly<Record<Language, Readonly<Record<NavigationLabelKey, string>>>> = {
  en: {
    cashier: 'Cashier',
    promotions: 'Promotions',
    rewards: 'Rewards',
    chatbot: 'Bet Assistant',
    live: 'In-Play',
    casino: 'Casino',
    'my-bets': 'My Bets',
    search: 'Search',
    results: 'Results',
    sports: 'Sports',
    betslip: 'Bet Slip',
  },
  es: {
    cashier: 'Cajero',
    promotions: 'Promociones',
    rewards: 'Recompensas',
    chatbot: 'Asistente de apuestas',
    live: 'En vivo',
    casino: 'Casino',
    'my-bets': 'Mis apuestas',
    search: 'Buscar',
    results: 'Resultados',
    sports: 'Deportes',
    betslip: 'Boleto',
  },
  de: {
    cashier: 'Kasse',
    promotions: 'Aktionen',
    rewards: 'Prämien',
    chatbot: 'Wett-Assistent',
    live: 'Live',
    casino: 'Casino',
    'my-bets': 'Meine Wetten',
    search: 'Suche',
    results: 'Ergebnisse',
    sports: 'Sport',
    betslip: 'Wettschein',
  },
  fr: {
    cashier: 'Caisse',
    promotions: 'Promotions',
    rewards: 'Récompenses',
    chatbot: 'Assistant de paris',
    live: 'En direct',
    casino: 'Casino',
    'my-bets': 'Mes paris',
    search: 'Rechercher',
    results: 'Résultats',
    sports: 'Sports',
    betslip: 'Coupon',
  },
  ro: {
    cashier: 'Casierie',
    promotions: 'Promoții',
    rewards: 'Recompense',
    chatbot: 'Asistent pariuri',
    live: 'Live',
    casino: 'Cazino',
    'my-bets': 'Pariurile mele',
    search: 'Căutare',
    results: 'Rezultate',
    sports: 'Sporturi',
    betslip: 'Bilet',
  },
  ja: {
    cashier: 'キャッシャー',
    promotions: 'プロモーション',
    rewards: 'リワード',
    chatbot: 'ベットアシスタント',
    live: 'ライブ',
    casino: 'カジノ',
    'my-bets': 'マイベット',
    search: '検索',
    results: '結果',
    sports: 'スポーツ',
    betslip: 'ベットスリップ',
  },
  fi: {
    cashier: 'Kassa',
    promotions: 'Kampanjat',
    rewards: 'Palkinnot',
    chatbot: 'Vetoavustaja',
    live: 'Live',
    casino: 'Kasino',
    'my-bets': 'Omat vedot',
    search: 'Haku',
    results: 'Tulokset',
    sports: 'Urheilu',
    betslip: 'Vetolappu',
  },
  pt: {
    cashier: 'Caixa',
    promotions: 'Promoções',
    rewards: 'Recompensas',
    chatbot: 'Assistente de apostas',
    live: 'Ao vivo',
    casino: 'Cassino',
    'my-bets': 'Minhas apostas',
    search: 'Pesquisar',
    results: 'Resultados',
    sports: 'Esportes',
    betslip: 'Boletim',
  },
  el: {
    cashier: 'Ταμείο',
    promotions: 'Προσφορές',
    rewards: 'Επιβραβεύσεις',
    chatbot: 'Βοηθός στοιχημάτων',
    live: 'Live',
    casino: 'Καζίνο',
    'my-bets': 'Τα στοιχήματά μου',
    search: 'Αναζήτηση',
    results: 'Αποτελέσματα',
    sports: 'Αθλήματα',
    betslip: 'Δελτίο',
  },
};

/** The promotions page path per language (localised variants promotii and a Greek word). */
export const PROMOTIONS_PATH: Readonly<Record<Language, string>> = {
  en: '/promotions',
  es: '/promotions',
  de: '/promotions',
  fr: '/promotions',
  ro: '/promotii',
  ja: '/promotions',
  fi: '/promotions',
  pt: '/promotions',
  el: '/prosfores',
};
