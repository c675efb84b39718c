import type { Language } from '@touchline/contract';

export interface GlobalTexts {
  /** Limited HTML with {brand}, {licence} and {help} placeholders; cleaned like banners before it is sent. */
  footer: string;
  /** Markdown of the rewards popup. */
  rewardsPopup: string;
  /** The demo welcome banner seeded for every brand. */
  welcomeBanner: string;
  welcomeCta: string;
}

/** Site-wide texts of the CMS "global" entry. */
export const GLOBAL_TEXTS: Readonly<Record<Language, GlobalTexts>> = {
  en: {
    footer:
      '<p>{brand} is a demonstration sportsbook: no real money is staked or paid out. Demo licence {licence}.</p><p><strong>18+</strong> Please gamble responsibly. <a href="/help/responsible-gambling">Responsible gambling</a> · <a href="{help}">Help Center</a></p>',
    rewardsPopup:
      '## Your rewards\n\nPlace bets to collect **free bets** and **boost tokens**. Open *Rewards* to see what you have earned.',
    welcomeBanner: '<strong>Welcome to {brand}!</strong> This is a demo: bets use play money only.',
    welcomeCta: 'See promotions',
  },
  es: {
    footer:
      '<p>{brand} es una casa de apuestas de demostración: no se apuesta ni se paga dinero real. Licencia de demostración {licence}.</p><p><strong>+18</strong> Juega con responsabilidad. <a href="/help/responsible-gambling">Juego responsable</a> · <a href="{help}">Centro de ayuda</a></p>',
    rewardsPopup:
      '## Tus recompensas\n\nApuesta para conseguir **apuestas gratis** y **tokens de boost**. Abre *Recompensas* para ver lo que has ganado.',
    welcomeBanner:
      '<strong>¡Bienvenido a {brand}!</strong> Esto es una demo: las apuestas usan dinero ficticio.',
    welcomeCta: 'Ver promociones',
  },
  de: {
    footer:
      '<p>{brand} ist ein Demo-Wettanbieter: Es wird kein echtes Geld gesetzt oder ausgezahlt. Demo-Lizenz {licence}.</p><p><strong>18+</strong> Bitte spiele verantwortungsvoll. <a href="/help/responsible-gambling">Verantwortungsvolles Spielen</a> · <a href="{help}">Hilfe-Center</a></p>',
    rewardsPopup:
      '## Deine Prämien\n\nPlatziere Wetten und sammle **Gratiswetten** und **Boost-Tokens**. Unter *Prämien* siehst du, was du verdient hast.',
    welcomeBanner: '<strong>Willkommen bei {brand}!</strong> Dies ist eine Demo: Wetten nur mit Spielgeld.',
    welcomeCta: 'Aktionen ansehen',
  },
  fr: {
    footer:
      '<p>{brand} est un site de paris de démonstration : aucun argent réel n\'est misé ni versé. Licence de démonstration {licence}.</p><p><strong>18+</strong> Jouez de manière responsable. <a href="/help/responsible-gambling">Jeu responsable</a> · <a href="{help}">Centre d\'aide</a></p>',
    rewardsPopup:
      '## Vos récompenses\n\nPariez pour obtenir des **paris gratuits** et des **jetons boost**. Ouvrez *Récompenses* pour voir vos gains.',
    welcomeBanner:
      "<strong>Bienvenue sur {brand} !</strong> Ceci est une démo : les paris utilisent de l'argent fictif.",
    welcomeCta: 'Voir les promotions',
  },
  ro: {
    footer:
      '<p>{brand} este o casă de pariuri demonstrativă: nu se pariază și nu se plătesc bani reali. Licență demonstrativă {licence}.</p><p><strong>18+</strong> Joacă responsabil. <a href="/help/responsible-gambling">Joc responsabil</a> · <a href="{help}">Centru de ajutor</a></p>',
    rewardsPopup:
      '## Recompensele tale\n\nPlasează pariuri pentru a primi **pariuri gratuite** și **tokenuri boost**. Deschide *Recompense* pentru a vedea ce ai câștigat.',
    welcomeBanner:
      '<strong>Bine ai venit la {brand}!</strong> Aceasta este o demonstrație: pariurile folosesc bani virtuali.',
    welcomeCta: 'Vezi promoțiile',
  },
  ja: {
    footer:
      '<p>{brand}はデモ用のスポーツブックです。実際のお金が賭けられたり支払われたりすることはありません。デモライセンス {licence}。</p><p><strong>18歳以上</strong> 責任あるギャンブルを。<a href="/help/responsible-gambling">責任あるギャンブル</a> · <a href="{help}">ヘルプセンター</a></p>',
    rewardsPopup:
      '## あなたのリワード\n\nベットして**フリーベット**と**ブーストトークン**を集めましょう。*リワード*で獲得したものを確認できます。',
    welcomeBanner:
      '<strong>{brand}へようこそ！</strong> これはデモです。ベットには仮想マネーのみを使用します。',
    welcomeCta: 'プロモーションを見る',
  },
  fi: {
    footer:
      '<p>{brand} on esittelyvedonlyöntisivusto: oikeaa rahaa ei panosteta eikä makseta. Esittelylisenssi {licence}.</p><p><strong>18+</strong> Pelaa vastuullisesti. <a href="/help/responsible-gambling">Vastuullinen pelaaminen</a> · <a href="{help}">Ohjekeskus</a></p>',
    rewardsPopup:
      '## Palkintosi\n\nLyö vetoa ja kerää **ilmaisvetoja** ja **boost-tokeneita**. Avaa *Palkinnot* nähdäksesi ansaitsemasi.',
    welcomeBanner:
      '<strong>Tervetuloa, tämä on {brand}!</strong> Tämä on esittely: vedot tehdään leikkirahalla.',
    welcomeCta: 'Katso kampanjat',
  },
  pt: {
    footer:
      '<p>{brand} é uma casa de apostas de demonstração: nenhum dinheiro real é apostado ou pago. Licença de demonstração {licence}.</p><p><strong>18+</strong> Jogue com responsabilidade. <a href="/help/responsible-gambling">Jogo responsável</a> · <a href="{help}">Central de ajuda</a></p>',
    rewardsPopup:
      '## Suas recompensas\n\nFaça apostas para ganhar **apostas grátis** e **tokens de boost**. Abra *Recompensas* para ver o que você ganhou.',
    welcomeBanner:
      '<strong>Bem-vindo à {brand}!</strong> Esta é uma demonstração: as apostas usam dinheiro fictício.',
    welcomeCta: 'Ver promoções',
  },
  el: {
    footer:
      '<p>Το {brand} είναι ένα δοκιμαστικό στοιχηματικό site: δεν ποντάρονται ούτε πληρώνονται πραγματικά χρήματα. Δοκιμαστική άδεια {licence}.</p><p><strong>18+</strong> Παίξτε υπεύθυνα. <a href="/help/responsible-gambling">Υπεύθυνο παιχνίδι</a> · <a href="{help}">Κέντρο βοήθειας</a></p>',
    rewardsPopup:
      '## Οι επιβραβεύσεις σας\n\nΣτοιχηματίστε για να μαζέψετε **δωρεάν στοιχήματα** και **boost tokens**. Ανοίξτε τις *Επιβραβεύσεις* για να δείτε τι κερδίσατε.',
    welcomeBanner:
      '<strong>Καλώς ήρθατε στο {brand}!</strong> Αυτή είναι μια επίδειξη: τα στοιχήματα γίνονται με εικονικά χρήματα.',
    welcomeCta: 'Δείτε τις προσφορές',
  },
};

/** Footer partner logos, served by this server under /media/partners/ (footer logos). */
export const FOOTER_PARTNERS: ReadonlyArray<{ name: string; file: string; url: string | null }> = [
  { name: 'Play Safe', file: 'play-safe.svg', url: 'https://help.touchline.example/responsible-gambling' },
  { name: 'Over 18s only', file: 'adults-only.svg', url: null },
  { name: 'Fair Odds', file: 'fair-odds.svg', url: 'https://fairodds.example/' },
  { name: 'Secure Pay', file: 'secure-payments.svg', url: null },
];
