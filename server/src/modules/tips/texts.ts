/**
 * Reason templates of the generated tips, in the nine languages. Every reason states only what the
 * prices say (odds, implied chance, the line, who is favourite); none claims form or statistics.
 * Placeholders: {team} {other} {odds} {other_odds} {pct} {line} {home} {away} {home_odds} {away_odds}.
 */
import type { Language } from '@touchline/contract';

export type TipKind = 'strong_favourite' | 'favourite' | 'close_call' | 'over' | 'under' | 'btts' | 'spread';

export const TIP_TEXTS: Record<Language, Record<TipKind, string>> = {
  en: {
    strong_favourite: '{team} to win: clear favourites at {odds}, an implied chance of {pct}%.',
    favourite: '{team} to win: favourites at {odds} ({pct}% implied) against {other} at {other_odds}.',
    close_call:
      '{team} or draw: a close match on the prices ({home} {home_odds}, {away} {away_odds}); double chance at {odds}.',
    over: 'Over {line}: the market leans to a high-scoring game, over {line} is priced at {odds} ({pct}% implied).',
    under:
      'Under {line}: the market leans to a tight game, under {line} is priced at {odds} ({pct}% implied).',
    btts: 'Both teams to score: priced at {odds}, an implied chance of {pct}%.',
    spread: '{team} {line}: the favourites on the spread, priced at {odds} ({pct}% implied).',
  },
  es: {
    strong_favourite: 'Gana {team}: claro favorito a {odds}, una probabilidad implícita del {pct}%.',
    favourite: 'Gana {team}: favorito a {odds} ({pct}% implícito) frente a {other} a {other_odds}.',
    close_call:
      '{team} o empate: partido igualado según las cuotas ({home} {home_odds}, {away} {away_odds}); doble oportunidad a {odds}.',
    over: 'Más de {line}: el mercado espera un partido con muchos tantos, más de {line} se paga a {odds} ({pct}% implícito).',
    under:
      'Menos de {line}: el mercado espera un partido cerrado, menos de {line} se paga a {odds} ({pct}% implícito).',
    btts: 'Ambos equipos marcan: cuota {odds}, una probabilidad implícita del {pct}%.',
    spread: '{team} {line}: favorito en el hándicap, cuota {odds} ({pct}% implícito).',
  },
  de: {
    strong_favourite: '{team} gewinnt: klarer Favorit zu {odds}, eine implizite Chance von {pct} %.',
    favourite: '{team} gewinnt: Favorit zu {odds} ({pct} % implizit) gegen {other} zu {other_odds}.',
    close_call:
      '{team} oder Unentschieden: laut Quoten ein enges Spiel ({home} {home_odds}, {away} {away_odds}); Doppelte Chance zu {odds}.',
    over: 'Über {line}: Der Markt rechnet mit vielen Treffern, Über {line} steht bei {odds} ({pct} % implizit).',
    under:
      'Unter {line}: Der Markt rechnet mit einem engen Spiel, Unter {line} steht bei {odds} ({pct} % implizit).',
    btts: 'Beide Teams treffen: Quote {odds}, eine implizite Chance von {pct} %.',
    spread: '{team} {line}: Favorit beim Handicap, Quote {odds} ({pct} % implizit).',
  },
  fr: {
    strong_favourite: '{team} gagne : grand favori à {odds}, une probabilité implicite de {pct} %.',
    favourite: '{team} gagne : favori à {odds} ({pct} % implicite) face à {other} à {other_odds}.',
    close_call:
      '{team} ou nul : match serré selon les cotes ({home} {home_odds}, {away} {away_odds}) ; double chance à {odds}.',
    over: 'Plus de {line} : le marché s’attend à un match prolifique, plus de {line} est coté {odds} ({pct} % implicite).',
    under:
      'Moins de {line} : le marché s’attend à un match fermé, moins de {line} est coté {odds} ({pct} % implicite).',
    btts: 'Les deux équipes marquent : coté {odds}, une probabilité implicite de {pct} %.',
    spread: '{team} {line} : favori au handicap, coté {odds} ({pct} % implicite).',
  },
  ro: {
    strong_favourite: '{team} câștigă: favorit clar la {odds}, o șansă implicită de {pct}%.',
    favourite: '{team} câștigă: favorit la {odds} ({pct}% implicit) în fața {other} la {other_odds}.',
    close_call:
      '{team} sau egal: meci echilibrat după cote ({home} {home_odds}, {away} {away_odds}); șansă dublă la {odds}.',
    over: 'Peste {line}: piața se așteaptă la un meci cu multe puncte, peste {line} are cota {odds} ({pct}% implicit).',
    under: 'Sub {line}: piața se așteaptă la un meci strâns, sub {line} are cota {odds} ({pct}% implicit).',
    btts: 'Ambele echipe marchează: cota {odds}, o șansă implicită de {pct}%.',
    spread: '{team} {line}: favorit la handicap, cota {odds} ({pct}% implicit).',
  },
  ja: {
    strong_favourite: '{team}の勝利：オッズ{odds}の本命、示唆される確率は{pct}%。',
    favourite: '{team}の勝利：オッズ{odds}で優勢（示唆確率{pct}%）、{other}は{other_odds}。',
    close_call:
      '{team}または引き分け：オッズ上は接戦（{home} {home_odds}、{away} {away_odds}）、ダブルチャンスは{odds}。',
    over: 'オーバー{line}：市場は得点の多い試合を予想、オーバー{line}のオッズは{odds}（示唆確率{pct}%）。',
    under: 'アンダー{line}：市場は締まった試合を予想、アンダー{line}のオッズは{odds}（示唆確率{pct}%）。',
    btts: '両チーム得点：オッズ{odds}、示唆される確率は{pct}%。',
    spread: '{team} {line}：ハンディキャップでの本命、オッズ{odds}（示唆確率{pct}%）。',
  },
  fi: {
    strong_favourite:
      '{team} voittaa: selvä suosikki kertoimella {odds}, implisiittinen todennäköisyys {pct} %.',
    favourite:
      '{team} voittaa: suosikki kertoimella {odds} ({pct} % implisiittisesti), {other} kertoimella {other_odds}.',
    close_call:
      '{team} tai tasapeli: kertoimien mukaan tasainen ottelu ({home} {home_odds}, {away} {away_odds}); tuplamahdollisuus kertoimella {odds}.',
    over: 'Yli {line}: markkina odottaa runsasmaalista ottelua, yli {line} kertoimella {odds} ({pct} % implisiittisesti).',
    under:
      'Alle {line}: markkina odottaa tiukkaa ottelua, alle {line} kertoimella {odds} ({pct} % implisiittisesti).',
    btts: 'Molemmat joukkueet tekevät maalin: kerroin {odds}, implisiittinen todennäköisyys {pct} %.',
    spread: '{team} {line}: tasoituksen suosikki, kerroin {odds} ({pct} % implisiittisesti).',
  },
  pt: {
    strong_favourite: '{team} vence: claro favorito a {odds}, uma probabilidade implícita de {pct}%.',
    favourite: '{team} vence: favorito a {odds} ({pct}% implícito) contra {other} a {other_odds}.',
    close_call:
      '{team} ou empate: jogo equilibrado pelas odds ({home} {home_odds}, {away} {away_odds}); dupla chance a {odds}.',
    over: 'Mais de {line}: o mercado espera um jogo com muitos pontos, mais de {line} está a {odds} ({pct}% implícito).',
    under:
      'Menos de {line}: o mercado espera um jogo fechado, menos de {line} está a {odds} ({pct}% implícito).',
    btts: 'Ambas as equipes marcam: odd {odds}, uma probabilidade implícita de {pct}%.',
    spread: '{team} {line}: favorito no handicap, odd {odds} ({pct}% implícito).',
  },
  el: {
    strong_favourite: 'Νίκη {team}: καθαρό φαβορί στο {odds}, με τεκμαρτή πιθανότητα {pct}%.',
    favourite: 'Νίκη {team}: φαβορί στο {odds} ({pct}% τεκμαρτή) απέναντι στην {other} στο {other_odds}.',
    close_call:
      '{team} ή ισοπαλία: ισορροπημένος αγώνας με βάση τις αποδόσεις ({home} {home_odds}, {away} {away_odds}). Διπλή ευκαιρία στο {odds}.',
    over: 'Over {line}: η αγορά περιμένει αγώνα με πολλά σκορ, το over {line} δίνει {odds} ({pct}% τεκμαρτή).',
    under: 'Under {line}: η αγορά περιμένει κλειστό αγώνα, το under {line} δίνει {odds} ({pct}% τεκμαρτή).',
    btts: 'Να σκοράρουν και οι δύο ομάδες: απόδοση {odds}, τεκμαρτή πιθανότητα {pct}%.',
    spread: '{team} {line}: φαβορί στο χάντικαπ, απόδοση {odds} ({pct}% τεκμαρτή).',
  },
};

/** Fills a template's {placeholders}; unknown ones stay as written. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => values[key] ?? whole);
}
