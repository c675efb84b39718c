import type { Language } from '@touchline/contract';

/** Page kinds the SEO call knows, matched from the route path. */
export type SeoPage =
  | 'home'
  | 'live'
  | 'sport'
  | 'racing'
  | 'competition'
  | 'match'
  | 'esports'
  | 'virtual'
  | 'search'
  | 'promotions'
  | 'rewards'
  | 'bets'
  | 'default';

export interface SeoTemplate {
  title: string;
  description: string;
}

/**
 * Title and description per page and language, with {placeholders}: brand, sport, competition,
 * region, event, date. Filled from the catalogue by the SEO service.
 */
export const SEO_TEMPLATES: Readonly<Record<Language, Readonly<Record<SeoPage, SeoTemplate>>>> = {
  en: {
    home: {
      title: '{brand} | Sports Betting, Live Odds and In-Play',
      description:
        'Bet on football, tennis, racing and more at {brand}: live odds, in-play betting and combo boosts.',
    },
    live: {
      title: 'Live Betting and In-Play Odds | {brand}',
      description: 'Follow every live event with scores and in-play odds that move with the game at {brand}.',
    },
    sport: {
      title: '{sport} Betting Odds | {brand}',
      description: 'The latest {sport} odds, match markets and outrights. Bet on {sport} at {brand}.',
    },
    racing: {
      title: '{sport} Betting: Race Cards and Odds | {brand}',
      description: "Today's {sport} race cards with each-way terms, forecasts and tricasts at {brand}.",
    },
    competition: {
      title: '{competition} Betting Odds ({region}) | {brand}',
      description:
        'Odds for every {competition} fixture: {sport} match result, totals, handicaps and more at {brand}.',
    },
    match: {
      title: '{event} Odds, {competition} {date} | {brand}',
      description:
        'Bet on {event} ({competition}, {date}): match result, goals, handicaps and live odds at {brand}.',
    },
    esports: {
      title: 'Esports Betting Odds | {brand}',
      description: 'Bet on esports tournaments and matches with pre-match and live odds at {brand}.',
    },
    virtual: {
      title: 'Virtual Sports Betting | {brand}',
      description: 'Virtual football, racing and more, every few minutes, around the clock at {brand}.',
    },
    search: {
      title: 'Search | {brand}',
      description: 'Find events, competitions and teams at {brand}.',
    },
    promotions: {
      title: 'Promotions and Offers | {brand}',
      description: 'The latest sports betting promotions, free bets and boosts at {brand}.',
    },
    rewards: {
      title: 'Rewards | {brand}',
      description: 'Earn rewards, free bets and boost tokens as you play at {brand}.',
    },
    bets: {
      title: 'My Bets | {brand}',
      description: 'Your open and settled bets at {brand}.',
    },
    default: {
      title: '{brand} | Sports Betting',
      description: 'Sports betting with live odds, in-play and combo boosts at {brand}.',
    },
  },
  es: {
    home: {
      title: '{brand} | Apuestas deportivas, cuotas en vivo',
      description:
        'Apuesta en fútbol, tenis, carreras y más en {brand}: cuotas en vivo, apuestas en directo y combo boost.',
    },
    live: {
      title: 'Apuestas en vivo y cuotas en directo | {brand}',
      description: 'Sigue cada evento en vivo con marcadores y cuotas que cambian con el partido en {brand}.',
    },
    sport: {
      title: 'Cuotas de apuestas de {sport} | {brand}',
      description: 'Las últimas cuotas de {sport}, mercados de partidos y apuestas a largo plazo en {brand}.',
    },
    racing: {
      title: 'Apuestas de {sport}: carreras y cuotas | {brand}',
      description: 'Las carreras de {sport} de hoy con condiciones each-way, forecast y tricast en {brand}.',
    },
    competition: {
      title: 'Cuotas de {competition} ({region}) | {brand}',
      description:
        'Cuotas para cada partido de {competition}: resultado, totales, hándicaps y más en {brand}.',
    },
    match: {
      title: 'Cuotas {event}, {competition} {date} | {brand}',
      description:
        'Apuesta en {event} ({competition}, {date}): resultado, goles, hándicaps y cuotas en vivo en {brand}.',
    },
    esports: {
      title: 'Apuestas de esports | {brand}',
      description: 'Apuesta en torneos y partidos de esports con cuotas previas y en vivo en {brand}.',
    },
    virtual: {
      title: 'Apuestas en deportes virtuales | {brand}',
      description: 'Fútbol virtual, carreras y más, cada pocos minutos y a cualquier hora en {brand}.',
    },
    search: {
      title: 'Buscar | {brand}',
      description: 'Encuentra eventos, competiciones y equipos en {brand}.',
    },
    promotions: {
      title: 'Promociones y ofertas | {brand}',
      description: 'Las últimas promociones, apuestas gratis y boosts en {brand}.',
    },
    rewards: {
      title: 'Recompensas | {brand}',
      description: 'Gana recompensas, apuestas gratis y tokens de boost mientras juegas en {brand}.',
    },
    bets: { title: 'Mis apuestas | {brand}', description: 'Tus apuestas abiertas y liquidadas en {brand}.' },
    default: {
      title: '{brand} | Apuestas deportivas',
      description: 'Apuestas deportivas con cuotas en vivo y combo boost en {brand}.',
    },
  },
  de: {
    home: {
      title: '{brand} | Sportwetten, Live-Quoten und Livewetten',
      description:
        'Wette auf Fußball, Tennis, Pferderennen und mehr bei {brand}: Live-Quoten, Livewetten und Combo Boosts.',
    },
    live: {
      title: 'Livewetten und Live-Quoten | {brand}',
      description:
        'Verfolge jedes Live-Ereignis mit Spielständen und Quoten, die sich mit dem Spiel bewegen, bei {brand}.',
    },
    sport: {
      title: '{sport} Wettquoten | {brand}',
      description:
        'Die aktuellen {sport}-Quoten, Spielmärkte und Langzeitwetten. Wette auf {sport} bei {brand}.',
    },
    racing: {
      title: '{sport} Wetten: Rennkarten und Quoten | {brand}',
      description: 'Die heutigen {sport}-Rennen mit Each-Way-Bedingungen, Forecast und Tricast bei {brand}.',
    },
    competition: {
      title: '{competition} Wettquoten ({region}) | {brand}',
      description:
        'Quoten für jede Partie der {competition}: Ergebnis, Tore, Handicaps und mehr bei {brand}.',
    },
    match: {
      title: '{event} Quoten, {competition} {date} | {brand}',
      description:
        'Wette auf {event} ({competition}, {date}): Ergebnis, Tore, Handicaps und Live-Quoten bei {brand}.',
    },
    esports: {
      title: 'E-Sport-Wetten | {brand}',
      description: 'Wette auf E-Sport-Turniere und -Spiele mit Pre-Match- und Live-Quoten bei {brand}.',
    },
    virtual: {
      title: 'Virtuelle Sportwetten | {brand}',
      description: 'Virtueller Fußball, Rennen und mehr, alle paar Minuten und rund um die Uhr bei {brand}.',
    },
    search: { title: 'Suche | {brand}', description: 'Finde Ereignisse, Wettbewerbe und Teams bei {brand}.' },
    promotions: {
      title: 'Aktionen und Angebote | {brand}',
      description: 'Die neuesten Sportwetten-Aktionen, Gratiswetten und Boosts bei {brand}.',
    },
    rewards: {
      title: 'Prämien | {brand}',
      description: 'Sammle Prämien, Gratiswetten und Boost-Tokens beim Spielen bei {brand}.',
    },
    bets: {
      title: 'Meine Wetten | {brand}',
      description: 'Deine offenen und abgerechneten Wetten bei {brand}.',
    },
    default: {
      title: '{brand} | Sportwetten',
      description: 'Sportwetten mit Live-Quoten, Livewetten und Combo Boosts bei {brand}.',
    },
  },
  fr: {
    home: {
      title: '{brand} | Paris sportifs, cotes en direct',
      description:
        'Pariez sur le football, le tennis, les courses et plus sur {brand} : cotes en direct, paris live et combo boosts.',
    },
    live: {
      title: 'Paris en direct et cotes live | {brand}',
      description:
        'Suivez chaque événement en direct avec scores et cotes qui évoluent avec le match sur {brand}.',
    },
    sport: {
      title: 'Cotes {sport} | {brand}',
      description:
        'Les dernières cotes {sport}, marchés de match et paris à long terme. Pariez sur {sport} sur {brand}.',
    },
    racing: {
      title: 'Paris {sport} : courses et cotes | {brand}',
      description:
        'Les courses de {sport} du jour avec conditions each-way, forecast et tricast sur {brand}.',
    },
    competition: {
      title: 'Cotes {competition} ({region}) | {brand}',
      description:
        'Les cotes de chaque match de {competition} : résultat, totaux, handicaps et plus sur {brand}.',
    },
    match: {
      title: 'Cotes {event}, {competition} {date} | {brand}',
      description:
        'Pariez sur {event} ({competition}, {date}) : résultat, buts, handicaps et cotes live sur {brand}.',
    },
    esports: {
      title: 'Paris esports | {brand}',
      description: "Pariez sur les tournois et matchs d'esports avec cotes avant-match et live sur {brand}.",
    },
    virtual: {
      title: 'Paris sur sports virtuels | {brand}',
      description: 'Football virtuel, courses et plus, toutes les quelques minutes, 24 h/24 sur {brand}.',
    },
    search: {
      title: 'Recherche | {brand}',
      description: 'Trouvez événements, compétitions et équipes sur {brand}.',
    },
    promotions: {
      title: 'Promotions et offres | {brand}',
      description: 'Les dernières promotions, paris gratuits et boosts sur {brand}.',
    },
    rewards: {
      title: 'Récompenses | {brand}',
      description: 'Gagnez des récompenses, des paris gratuits et des jetons boost en jouant sur {brand}.',
    },
    bets: { title: 'Mes paris | {brand}', description: 'Vos paris en cours et réglés sur {brand}.' },
    default: {
      title: '{brand} | Paris sportifs',
      description: 'Paris sportifs avec cotes en direct, paris live et combo boosts sur {brand}.',
    },
  },
  ro: {
    home: {
      title: '{brand} | Pariuri sportive, cote live',
      description:
        'Pariază pe fotbal, tenis, curse și altele la {brand}: cote live, pariuri în timpul meciului și combo boost.',
    },
    live: {
      title: 'Pariuri live și cote în timp real | {brand}',
      description:
        'Urmărește fiecare eveniment live cu scoruri și cote care se schimbă odată cu meciul la {brand}.',
    },
    sport: {
      title: 'Cote pariuri {sport} | {brand}',
      description:
        'Cele mai noi cote la {sport}, piețe de meci și pariuri pe termen lung. Pariază pe {sport} la {brand}.',
    },
    racing: {
      title: 'Pariuri {sport}: curse și cote | {brand}',
      description: 'Cursele de {sport} de azi cu condiții each-way, forecast și tricast la {brand}.',
    },
    competition: {
      title: 'Cote {competition} ({region}) | {brand}',
      description:
        'Cote pentru fiecare meci din {competition}: rezultat final, total goluri, handicap și altele la {brand}.',
    },
    match: {
      title: 'Cote {event}, {competition} {date} | {brand}',
      description:
        'Pariază pe {event} ({competition}, {date}): rezultat final, goluri, handicap și cote live la {brand}.',
    },
    esports: {
      title: 'Pariuri e-sport | {brand}',
      description: 'Pariază pe turnee și meciuri de e-sport cu cote pre-meci și live la {brand}.',
    },
    virtual: {
      title: 'Pariuri pe sporturi virtuale | {brand}',
      description: 'Fotbal virtual, curse și altele, la fiecare câteva minute, non-stop la {brand}.',
    },
    search: {
      title: 'Căutare | {brand}',
      description: 'Găsește evenimente, competiții și echipe la {brand}.',
    },
    promotions: {
      title: 'Promoții și oferte | {brand}',
      description: 'Cele mai noi promoții, pariuri gratuite și boosturi la {brand}.',
    },
    rewards: {
      title: 'Recompense | {brand}',
      description: 'Câștigă recompense, pariuri gratuite și tokenuri boost în timp ce joci la {brand}.',
    },
    bets: {
      title: 'Pariurile mele | {brand}',
      description: 'Pariurile tale deschise și decontate la {brand}.',
    },
    default: {
      title: '{brand} | Pariuri sportive',
      description: 'Pariuri sportive cu cote live și combo boost la {brand}.',
    },
  },
  ja: {
    home: {
      title: '{brand} | スポーツベッティング・ライブオッズ',
      description:
        '{brand}でサッカー、テニス、競馬などにベット。ライブオッズ、インプレイベット、コンボブースト。',
    },
    live: {
      title: 'ライブベッティングとインプレイオッズ | {brand}',
      description: '{brand}で試合とともに動くスコアとオッズで、すべてのライブイベントをフォロー。',
    },
    sport: {
      title: '{sport}のベッティングオッズ | {brand}',
      description: '{sport}の最新オッズ、試合マーケット、アウトライト。{brand}で{sport}にベット。',
    },
    racing: {
      title: '{sport}ベッティング：出走表とオッズ | {brand}',
      description: '{brand}で本日の{sport}の出走表、各種条件、フォーキャスト、トライキャスト。',
    },
    competition: {
      title: '{competition}のオッズ（{region}） | {brand}',
      description: '{competition}の全試合のオッズ：勝敗、合計、ハンディキャップなど。{brand}で。',
    },
    match: {
      title: '{event}のオッズ、{competition} {date} | {brand}',
      description:
        '{event}（{competition}、{date}）にベット：勝敗、ゴール、ハンディキャップ、ライブオッズ。{brand}で。',
    },
    esports: {
      title: 'eスポーツベッティング | {brand}',
      description: '{brand}でeスポーツの大会と試合に試合前オッズとライブオッズでベット。',
    },
    virtual: {
      title: 'バーチャルスポーツベッティング | {brand}',
      description: '{brand}でバーチャルサッカー、レースなどを数分ごとに24時間いつでも。',
    },
    search: { title: '検索 | {brand}', description: '{brand}でイベント、大会、チームを検索。' },
    promotions: {
      title: 'プロモーションとオファー | {brand}',
      description: '{brand}の最新プロモーション、フリーベット、ブースト。',
    },
    rewards: {
      title: 'リワード | {brand}',
      description: '{brand}でプレイしてリワード、フリーベット、ブーストトークンを獲得。',
    },
    bets: { title: 'マイベット | {brand}', description: '{brand}での未確定および確定済みのベット。' },
    default: {
      title: '{brand} | スポーツベッティング',
      description: '{brand}でライブオッズ、インプレイ、コンボブーストのスポーツベッティング。',
    },
  },
  fi: {
    home: {
      title: '{brand} | Urheiluvedonlyönti ja livekertoimet',
      description:
        'Lyö vetoa jalkapallosta, tenniksestä, raveista ja muusta {brand}-sivustolla: livekertoimet, livevedot ja combo boostit.',
    },
    live: {
      title: 'Livevedonlyönti ja livekertoimet | {brand}',
      description:
        'Seuraa jokaista livetapahtumaa tulosten ja pelin mukana liikkuvien kertoimien kanssa: {brand}.',
    },
    sport: {
      title: '{sport}: vedonlyöntikertoimet | {brand}',
      description: 'Uusimmat {sport}-kertoimet, ottelumarkkinat ja pitkäaikaisvedot. Lyö vetoa: {brand}.',
    },
    racing: {
      title: '{sport}: lähtölistat ja kertoimet | {brand}',
      description: 'Päivän {sport}-lähdöt each-way-ehdoilla, forecast- ja tricast-vedoilla: {brand}.',
    },
    competition: {
      title: '{competition}: kertoimet ({region}) | {brand}',
      description:
        'Kertoimet jokaiseen {competition}-otteluun: lopputulos, maalimäärät, tasoitukset ja muuta: {brand}.',
    },
    match: {
      title: '{event} kertoimet, {competition} {date} | {brand}',
      description:
        'Lyö vetoa: {event} ({competition}, {date}): lopputulos, maalit, tasoitukset ja livekertoimet: {brand}.',
    },
    esports: {
      title: 'E-urheiluvedonlyönti | {brand}',
      description: 'Lyö vetoa e-urheiluturnauksista ja -otteluista ennakko- ja livekertoimin: {brand}.',
    },
    virtual: {
      title: 'Virtuaaliurheilun vedonlyönti | {brand}',
      description:
        'Virtuaalijalkapalloa, kilpailuja ja muuta muutaman minuutin välein ympäri vuorokauden: {brand}.',
    },
    search: { title: 'Haku | {brand}', description: 'Etsi tapahtumia, sarjoja ja joukkueita: {brand}.' },
    promotions: {
      title: 'Kampanjat ja tarjoukset | {brand}',
      description: 'Uusimmat vedonlyöntikampanjat, ilmaisvedot ja boostit: {brand}.',
    },
    rewards: {
      title: 'Palkinnot | {brand}',
      description: 'Ansaitse palkintoja, ilmaisvetoja ja boost-tokeneita pelatessasi: {brand}.',
    },
    bets: { title: 'Omat vedot | {brand}', description: 'Avoimet ja ratkenneet vetosi: {brand}.' },
    default: {
      title: '{brand} | Urheiluvedonlyönti',
      description: 'Urheiluvedonlyöntiä livekertoimin ja combo boostein: {brand}.',
    },
  },
  pt: {
    home: {
      title: '{brand} | Apostas esportivas e odds ao vivo',
      description:
        'Aposte em futebol, tênis, corridas e mais na {brand}: odds ao vivo, apostas durante o jogo e combo boost.',
    },
    live: {
      title: 'Apostas ao vivo e odds em tempo real | {brand}',
      description: 'Acompanhe cada evento ao vivo com placares e odds que mudam com o jogo na {brand}.',
    },
    sport: {
      title: 'Odds de apostas em {sport} | {brand}',
      description:
        'As últimas odds de {sport}, mercados de partidas e apostas de longo prazo. Aposte em {sport} na {brand}.',
    },
    racing: {
      title: 'Apostas em {sport}: corridas e odds | {brand}',
      description: 'As corridas de {sport} de hoje com condições each-way, forecast e tricast na {brand}.',
    },
    competition: {
      title: 'Odds {competition} ({region}) | {brand}',
      description:
        'Odds para cada jogo do {competition}: resultado, total de gols, handicaps e mais na {brand}.',
    },
    match: {
      title: 'Odds {event}, {competition} {date} | {brand}',
      description:
        'Aposte em {event} ({competition}, {date}): resultado, gols, handicaps e odds ao vivo na {brand}.',
    },
    esports: {
      title: 'Apostas em esports | {brand}',
      description: 'Aposte em torneios e partidas de esports com odds pré-jogo e ao vivo na {brand}.',
    },
    virtual: {
      title: 'Apostas em esportes virtuais | {brand}',
      description: 'Futebol virtual, corridas e mais, a cada poucos minutos, 24 horas por dia na {brand}.',
    },
    search: {
      title: 'Pesquisar | {brand}',
      description: 'Encontre eventos, competições e times na {brand}.',
    },
    promotions: {
      title: 'Promoções e ofertas | {brand}',
      description: 'As últimas promoções, apostas grátis e boosts na {brand}.',
    },
    rewards: {
      title: 'Recompensas | {brand}',
      description: 'Ganhe recompensas, apostas grátis e tokens de boost enquanto joga na {brand}.',
    },
    bets: { title: 'Minhas apostas | {brand}', description: 'Suas apostas abertas e liquidadas na {brand}.' },
    default: {
      title: '{brand} | Apostas esportivas',
      description: 'Apostas esportivas com odds ao vivo e combo boost na {brand}.',
    },
  },
  el: {
    home: {
      title: '{brand} | Αθλητικό στοίχημα και ζωντανές αποδόσεις',
      description:
        'Στοιχηματίστε σε ποδόσφαιρο, τένις, ιπποδρομίες και άλλα στο {brand}: ζωντανές αποδόσεις, live στοίχημα και combo boost.',
    },
    live: {
      title: 'Live στοίχημα και ζωντανές αποδόσεις | {brand}',
      description:
        'Παρακολουθήστε κάθε ζωντανό αγώνα με σκορ και αποδόσεις που αλλάζουν με το παιχνίδι στο {brand}.',
    },
    sport: {
      title: 'Αποδόσεις {sport} | {brand}',
      description: 'Οι τελευταίες αποδόσεις {sport}, αγορές αγώνων και μακροχρόνια στοιχήματα στο {brand}.',
    },
    racing: {
      title: 'Στοίχημα {sport}: κούρσες και αποδόσεις | {brand}',
      description: 'Οι σημερινές κούρσες {sport} με όρους each-way, forecast και tricast στο {brand}.',
    },
    competition: {
      title: 'Αποδόσεις {competition} ({region}) | {brand}',
      description:
        'Αποδόσεις για κάθε αγώνα της διοργάνωσης {competition}: τελικό αποτέλεσμα, γκολ, χάντικαπ στο {brand}.',
    },
    match: {
      title: 'Αποδόσεις {event}, {competition} {date} | {brand}',
      description:
        'Στοιχηματίστε στο {event} ({competition}, {date}): αποτέλεσμα, γκολ, χάντικαπ και ζωντανές αποδόσεις στο {brand}.',
    },
    esports: {
      title: 'Στοίχημα esports | {brand}',
      description:
        'Στοιχηματίστε σε τουρνουά και αγώνες esports με αποδόσεις πριν και κατά τη διάρκεια στο {brand}.',
    },
    virtual: {
      title: 'Στοίχημα σε εικονικά αθλήματα | {brand}',
      description: 'Εικονικό ποδόσφαιρο, κούρσες και άλλα, κάθε λίγα λεπτά, όλο το 24ωρο στο {brand}.',
    },
    search: {
      title: 'Αναζήτηση | {brand}',
      description: 'Βρείτε αγώνες, διοργανώσεις και ομάδες στο {brand}.',
    },
    promotions: {
      title: 'Προσφορές | {brand}',
      description: 'Οι τελευταίες προσφορές, δωρεάν στοιχήματα και boosts στο {brand}.',
    },
    rewards: {
      title: 'Επιβραβεύσεις | {brand}',
      description: 'Κερδίστε επιβραβεύσεις, δωρεάν στοιχήματα και boost tokens παίζοντας στο {brand}.',
    },
    bets: {
      title: 'Τα στοιχήματά μου | {brand}',
      description: 'Τα ανοιχτά και κλεισμένα στοιχήματά σας στο {brand}.',
    },
    default: {
      title: '{brand} | Αθλητικό στοίχημα',
      description: 'Αθλητικό στοίχημα με ζωντανές αποδόσεις και combo boost στο {brand}.',
    },
  },
};
