/**
 * The lobby's catalogue: the studio's four games, their categories and RTPs, and the lobby's texts in
 * the nine languages of the sportsbook. Names and descriptions are searched in the asked language.
 */
import type {
  CasinoCategory,
  CasinoGameInfo,
  CasinoLobby,
  CasinoLobbyQuery,
  Currency,
  Language,
  StudioGame,
} from '@touchline/contract';
import { CASINO_CATEGORIES } from '@touchline/contract';

/** Stakes of one round (roulette: of one placement), in minor units. */
export const STUDIO_MIN_STAKE = 10;
export const STUDIO_MAX_STAKE = 50_000;

export const STUDIO_PROVIDER_ID = 'touchline-originals';
const PROVIDERS = [{ id: STUDIO_PROVIDER_ID, name: 'Touchline Originals' }];

type Texts = Record<Language, string>;

interface GameEntry {
  rtp: string;
  categories: CasinoCategory[];
  live: boolean;
  names: Texts;
  descriptions: Texts;
}

export const GAME_INFO: Record<StudioGame, GameEntry> = {
  'lucky-wheel': {
    rtp: '96.00',
    categories: ['originals', 'instant'],
    live: false,
    names: {
      en: 'Lucky Wheel',
      es: 'Rueda de la Suerte',
      de: 'Glücksrad',
      fr: 'Roue de la Fortune',
      ro: 'Roata Norocului',
      ja: 'ラッキーホイール',
      fi: 'Onnenpyörä',
      pt: 'Roda da Sorte',
      el: 'Τροχός της Τύχης',
    },
    descriptions: {
      en: 'Spin the wheel: up to 5x your stake on a single spin.',
      es: 'Gira la rueda: hasta 5 veces tu apuesta en un solo giro.',
      de: 'Dreh das Rad: bis zum 5-fachen deines Einsatzes mit einem Dreh.',
      fr: "Faites tourner la roue : jusqu'à 5 fois votre mise en un seul tour.",
      ro: 'Învârte roata: până la de 5 ori miza ta într-o singură rotire.',
      ja: 'ホイールを回して、1回のスピンで賭け金の最大5倍。',
      fi: 'Pyöräytä pyörää: jopa 5-kertainen panos yhdellä pyöräytyksellä.',
      pt: 'Gire a roda: até 5 vezes a sua aposta num só giro.',
      el: 'Γύρνα τον τροχό: έως 5 φορές το ποντάρισμά σου σε ένα γύρισμα.',
    },
  },
  dice: {
    rtp: '99.00',
    categories: ['originals', 'instant'],
    live: false,
    names: {
      en: 'Dice',
      es: 'Dados',
      de: 'Würfel',
      fr: 'Dés',
      ro: 'Zaruri',
      ja: 'ダイス',
      fi: 'Noppa',
      pt: 'Dados',
      el: 'Ζάρια',
    },
    descriptions: {
      en: 'Pick a target and roll over or under it: you set the odds.',
      es: 'Elige un objetivo y tira por encima o por debajo: tú decides las cuotas.',
      de: 'Wähle ein Ziel und würfle darüber oder darunter: du bestimmst die Quote.',
      fr: 'Choisissez une cible et lancez au-dessus ou en dessous : vous fixez la cote.',
      ro: 'Alege o țintă și aruncă peste sau sub ea: tu stabilești cota.',
      ja: 'ターゲットを決めて、その上か下かを予想。オッズは自分で決める。',
      fi: 'Valitse tavoite ja heitä sen yli tai alle: sinä päätät kertoimen.',
      pt: 'Escolha um alvo e lance acima ou abaixo dele: você define as odds.',
      el: 'Διάλεξε στόχο και ρίξε πάνω ή κάτω από αυτόν: εσύ ορίζεις την απόδοση.',
    },
  },
  mines: {
    rtp: '99.00',
    categories: ['originals', 'instant'],
    live: false,
    names: {
      en: 'Mines',
      es: 'Minas',
      de: 'Minen',
      fr: 'Mines',
      ro: 'Mine',
      ja: 'マインズ',
      fi: 'Miinat',
      pt: 'Minas',
      el: 'Νάρκες',
    },
    descriptions: {
      en: 'Uncover safe tiles on a 5 x 5 grid and cash out before you hit a mine.',
      es: 'Descubre casillas seguras en una cuadrícula de 5 x 5 y cobra antes de pisar una mina.',
      de: 'Decke sichere Felder auf einem 5 x 5-Raster auf und kassiere, bevor du eine Mine triffst.',
      fr: 'Découvrez des cases sûres sur une grille de 5 x 5 et encaissez avant de tomber sur une mine.',
      ro: 'Descoperă pătrate sigure pe o grilă de 5 x 5 și încasează înainte să dai de o mină.',
      ja: '5×5のマスから安全なタイルを開け、地雷に当たる前にキャッシュアウト。',
      fi: 'Paljasta turvallisia ruutuja 5 x 5 -ruudukossa ja kotiuta ennen kuin osut miinaan.',
      pt: 'Descubra casas seguras numa grelha de 5 x 5 e levante antes de encontrar uma mina.',
      el: 'Αποκάλυψε ασφαλή τετράγωνα σε πλέγμα 5 x 5 και εξαργύρωσε πριν πέσεις σε νάρκη.',
    },
  },
  roulette: {
    rtp: '97.30',
    categories: ['originals', 'table', 'live-casino'],
    live: true,
    names: {
      en: 'Roulette',
      es: 'Ruleta',
      de: 'Roulette',
      fr: 'Roulette',
      ro: 'Ruletă',
      ja: 'ルーレット',
      fi: 'Ruletti',
      pt: 'Roleta',
      el: 'Ρουλέτα',
    },
    descriptions: {
      en: 'European roulette at a shared live table: a new spin every half minute.',
      es: 'Ruleta europea en una mesa en vivo compartida: un giro nuevo cada medio minuto.',
      de: 'Europäisches Roulette an einem gemeinsamen Live-Tisch: alle halbe Minute ein neuer Dreh.',
      fr: 'Roulette européenne à une table en direct partagée : un nouveau tour toutes les trente secondes.',
      ro: 'Ruletă europeană la o masă live comună: o rotire nouă la fiecare jumătate de minut.',
      ja: '共有ライブテーブルのヨーロピアンルーレット。30秒ごとに新しいスピン。',
      fi: 'Eurooppalainen ruletti yhteisessä livepöydässä: uusi pyöräytys puolen minuutin välein.',
      pt: 'Roleta europeia numa mesa ao vivo partilhada: uma nova rodada a cada meio minuto.',
      el: 'Ευρωπαϊκή ρουλέτα σε κοινό ζωντανό τραπέζι: νέο γύρισμα κάθε μισό λεπτό.',
    },
  },
};

const CATEGORY_NAMES: Record<CasinoCategory, Texts> = {
  all: {
    en: 'All games',
    es: 'Todos los juegos',
    de: 'Alle Spiele',
    fr: 'Tous les jeux',
    ro: 'Toate jocurile',
    ja: 'すべてのゲーム',
    fi: 'Kaikki pelit',
    pt: 'Todos os jogos',
    el: 'Όλα τα παιχνίδια',
  },
  originals: {
    en: 'Originals',
    es: 'Originales',
    de: 'Originals',
    fr: 'Originaux',
    ro: 'Originale',
    ja: 'オリジナル',
    fi: 'Omat pelit',
    pt: 'Originais',
    el: 'Πρωτότυπα',
  },
  table: {
    en: 'Table games',
    es: 'Juegos de mesa',
    de: 'Tischspiele',
    fr: 'Jeux de table',
    ro: 'Jocuri de masă',
    ja: 'テーブルゲーム',
    fi: 'Pöytäpelit',
    pt: 'Jogos de mesa',
    el: 'Επιτραπέζια',
  },
  instant: {
    en: 'Instant games',
    es: 'Juegos instantáneos',
    de: 'Sofortspiele',
    fr: 'Jeux instantanés',
    ro: 'Jocuri instant',
    ja: 'インスタントゲーム',
    fi: 'Pikapelit',
    pt: 'Jogos instantâneos',
    el: 'Άμεσα παιχνίδια',
  },
  'live-casino': {
    en: 'Live casino',
    es: 'Casino en vivo',
    de: 'Live-Casino',
    fr: 'Casino en direct',
    ro: 'Cazinou live',
    ja: 'ライブカジノ',
    fi: 'Live-kasino',
    pt: 'Casino ao vivo',
    el: 'Ζωντανό καζίνο',
  },
};

/** The lobby's own texts (the sportsbook's lobby shows them as the API gives them). */
const LOBBY_TEXTS: Record<string, Texts> = {
  title: {
    en: 'Casino',
    es: 'Casino',
    de: 'Casino',
    fr: 'Casino',
    ro: 'Cazinou',
    ja: 'カジノ',
    fi: 'Kasino',
    pt: 'Casino',
    el: 'Καζίνο',
  },
  search: {
    en: 'Search games',
    es: 'Buscar juegos',
    de: 'Spiele suchen',
    fr: 'Rechercher des jeux',
    ro: 'Caută jocuri',
    ja: 'ゲームを検索',
    fi: 'Hae pelejä',
    pt: 'Pesquisar jogos',
    el: 'Αναζήτηση παιχνιδιών',
  },
  providers: {
    en: 'Providers',
    es: 'Proveedores',
    de: 'Anbieter',
    fr: 'Fournisseurs',
    ro: 'Furnizori',
    ja: 'プロバイダー',
    fi: 'Pelivalmistajat',
    pt: 'Fornecedores',
    el: 'Πάροχοι',
  },
  all_providers: {
    en: 'All providers',
    es: 'Todos los proveedores',
    de: 'Alle Anbieter',
    fr: 'Tous les fournisseurs',
    ro: 'Toți furnizorii',
    ja: 'すべてのプロバイダー',
    fi: 'Kaikki pelivalmistajat',
    pt: 'Todos os fornecedores',
    el: 'Όλοι οι πάροχοι',
  },
  play: {
    en: 'Play',
    es: 'Jugar',
    de: 'Spielen',
    fr: 'Jouer',
    ro: 'Joacă',
    ja: 'プレイ',
    fi: 'Pelaa',
    pt: 'Jogar',
    el: 'Παίξε',
  },
  demo: {
    en: 'Play for fun',
    es: 'Jugar gratis',
    de: 'Zum Spaß spielen',
    fr: 'Jouer pour le plaisir',
    ro: 'Joacă de distracție',
    ja: '無料でプレイ',
    fi: 'Pelaa huvikseen',
    pt: 'Jogar por diversão',
    el: 'Παίξε για διασκέδαση',
  },
  live: {
    en: 'Live',
    es: 'En vivo',
    de: 'Live',
    fr: 'En direct',
    ro: 'Live',
    ja: 'ライブ',
    fi: 'Live',
    pt: 'Ao vivo',
    el: 'Ζωντανά',
  },
  rtp: {
    en: 'Return to player',
    es: 'Retorno al jugador',
    de: 'Auszahlungsquote',
    fr: 'Taux de retour au joueur',
    ro: 'Rata de câștig a jucătorului',
    ja: 'プレイヤー還元率',
    fi: 'Palautusprosentti',
    pt: 'Retorno ao jogador',
    el: 'Επιστροφή στον παίκτη',
  },
  no_results: {
    en: 'No games match your search.',
    es: 'Ningún juego coincide con tu búsqueda.',
    de: 'Keine Spiele passen zu deiner Suche.',
    fr: 'Aucun jeu ne correspond à votre recherche.',
    ro: 'Niciun joc nu corespunde căutării tale.',
    ja: '検索に一致するゲームはありません。',
    fi: 'Haullasi ei löytynyt pelejä.',
    pt: 'Nenhum jogo corresponde à sua pesquisa.',
    el: 'Κανένα παιχνίδι δεν ταιριάζει με την αναζήτησή σου.',
  },
  history: {
    en: 'Games history',
    es: 'Historial de juegos',
    de: 'Spielverlauf',
    fr: 'Historique des jeux',
    ro: 'Istoricul jocurilor',
    ja: 'ゲーム履歴',
    fi: 'Pelihistoria',
    pt: 'Histórico de jogos',
    el: 'Ιστορικό παιχνιδιών',
  },
  provably_fair: {
    en: 'Provably fair',
    es: 'Demostrablemente justo',
    de: 'Nachweislich fair',
    fr: 'Équité prouvable',
    ro: 'Corectitudine verificabilă',
    ja: '公平性を検証可能',
    fi: 'Todistettavasti reilu',
    pt: 'Comprovadamente justo',
    el: 'Αποδεδειγμένα δίκαιο',
  },
};

/** Lower-case text without accents, so 'ruleta' finds 'Ruletă' and 'glucksrad' finds 'Glücksrad'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

const providersOf = (query: CasinoLobbyQuery): string[] =>
  query.provider === undefined
    ? []
    : (Array.isArray(query.provider) ? query.provider : query.provider.split(','))
        .map((id) => id.trim())
        .filter(Boolean);

/** The lobby for a query: the category's games, searched by name in the asked language and filtered by provider. */
export function lobbyOf(
  query: CasinoLobbyQuery,
  options: { gamesOrigin: string; currency: Currency },
): CasinoLobby {
  const lang: Language = query.lang ?? 'en';
  const selectedProviders = providersOf(query);
  const needle = query.q ? folded(query.q) : '';
  const games: CasinoGameInfo[] = (Object.keys(GAME_INFO) as StudioGame[]).map((slug) => {
    const info = GAME_INFO[slug];
    return {
      slug,
      name: info.names[lang],
      provider: STUDIO_PROVIDER_ID,
      categories: info.categories,
      rtp: info.rtp,
      description: info.descriptions[lang],
      image: `/casino/${slug}.svg`,
      demo: true,
      live: info.live,
    };
  });
  const matching = games.filter(
    (game) =>
      (selectedProviders.length === 0 || selectedProviders.includes(game.provider)) &&
      (!needle ||
        folded(game.name).includes(needle) ||
        folded(GAME_INFO[game.slug].names.en).includes(needle)),
  );
  const inCategory = (category: CasinoCategory) =>
    matching.filter((game) => category === 'all' || game.categories.includes(category));
  return {
    gameCategories: CASINO_CATEGORIES.map((slug) => ({
      slug,
      name: CATEGORY_NAMES[slug][lang],
      count: inCategory(slug).length,
    })),
    dynamicConfig: { games_origin: options.gamesOrigin },
    selectedCategories: [query.category],
    selectedProviders,
    currentCategory: query.category,
    providers: PROVIDERS,
    games: inCategory(query.category),
    settings: { min_stake: STUDIO_MIN_STAKE, max_stake: STUDIO_MAX_STAKE, currency: options.currency },
    translations: Object.fromEntries(Object.entries(LOBBY_TEXTS).map(([key, texts]) => [key, texts[lang]])),
  };
}
