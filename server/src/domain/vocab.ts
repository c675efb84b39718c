/**
 * The generic words of the catalogue in every language: market names by type, units, match periods,
 * outcome words and the generic parts of competition names (League, Cup, Women, ...).
 * Proper names (teams, players, most competitions) are never translated.
 */
import { type Template, type Text, template, text } from './text';

// biome-ignore format: one translation per line reads as a table
export const UNITS = {
  goals: text('Goals', 'goles', 'Tore', 'buts', 'goluri', 'ゴール', 'maalit', 'gols', 'γκολ'),
  points: text('Points', 'puntos', 'Punkte', 'points', 'puncte', 'ポイント', 'pisteet', 'pontos', 'πόντων'),
  games: text('Games', 'juegos', 'Spiele', 'jeux', 'game-uri', 'ゲーム', 'pelit', 'games', 'γκέιμ'),
  sets: text('Sets', 'sets', 'Sätze', 'sets', 'seturi', 'セット', 'erät', 'sets', 'σετ'),
  maps: text('Maps', 'mapas', 'Maps', 'cartes', 'hărți', 'マップ', 'kartat', 'mapas', 'χάρτες'),
  frames: text('Frames', 'frames', 'Frames', 'frames', 'frame-uri', 'フレーム', 'framet', 'frames', 'φρέιμ'),
  legs: text('Legs', 'legs', 'Legs', 'manches', 'leg-uri', 'レッグ', 'legit', 'legs', 'λεγκ'),
  rounds: text('Rounds', 'asaltos', 'Runden', 'rounds', 'runde', 'ラウンド', 'erät', 'rounds', 'γύροι'),
  runs: text('Runs', 'carreras', 'Runs', 'points', 'puncte', '得点', 'juoksut', 'corridas', 'πόντοι', 'tokuten'),
  '180s': text('180s', '180s', '180er', '180', '180-uri', '180', '180:t', '180s', '180άρια'),
  kills: text('Kills', 'kills', 'Kills', 'kills', 'kill-uri', 'キル', 'tapot', 'abates', 'kills'),
  rounds_map: text('Rounds', 'rondas', 'Runden', 'manches', 'runde', 'ラウンド', 'kierrokset', 'rounds', 'γύροι'),
} satisfies Record<string, Text>;
export type Unit = keyof typeof UNITS;

// biome-ignore format: one translation per line reads as a table
export const PERIODS = {
  '1h': text('1st Half', '1.ª parte', '1. Halbzeit', '1re mi-temps', 'Prima repriză', '前半', '1. puoliaika', '1º tempo', '1ο ημίχρονο', 'zenhan'),
  '2h': text('2nd Half', '2.ª parte', '2. Halbzeit', '2e mi-temps', 'A doua repriză', '後半', '2. puoliaika', '2º tempo', '2ο ημίχρονο', 'kohan'),
  q1: text('1st Quarter', '1.er cuarto', '1. Viertel', '1er quart-temps', 'Sfertul 1', '第1クォーター', '1. neljännes', '1º quarto', '1η περίοδος', 'dai 1 kuota'),
  p1: text('1st Period', '1.er periodo', '1. Drittel', '1re période', 'Repriza 1', '第1ピリオド', '1. erä', '1º período', '1η περίοδος', 'dai 1 piriodo'),
  set1: text('1st Set', '1.er set', '1. Satz', '1er set', 'Setul 1', '第1セット', '1. erä', '1º set', '1ο σετ', 'dai 1 setto'),
  map1: text('Map 1', 'Mapa 1', 'Map 1', 'Carte 1', 'Harta 1', 'マップ1', 'Kartta 1', 'Mapa 1', 'Χάρτης 1'),
  f5: text('1st 5 Innings', '5 primeras entradas', 'Erste 5 Innings', '5 premières manches', 'Primele 5 reprize', '1～5回', '5 ensimmäistä vuoroparia', '5 primeiras entradas', 'Πρώτα 5 innings', '1-5 kai'),
} satisfies Record<string, Text>;
export type Period = keyof typeof PERIODS;

// biome-ignore format: one translation per line reads as a table
export const MARKET_NAMES = {
  match_result: template('Match Result', 'Resultado del partido', 'Spielausgang', 'Résultat du match', 'Rezultat final', '試合結果', 'Ottelun tulos', 'Resultado final', 'Τελικό αποτέλεσμα', 'shiai kekka'),
  result: template('Result', 'Resultado', 'Ergebnis', 'Résultat', 'Rezultat', '結果', 'Tulos', 'Resultado', 'Αποτέλεσμα', 'kekka'),
  match_winner: template('Match Winner', 'Ganador del partido', 'Sieger', 'Vainqueur du match', 'Câștigător meci', '勝者', 'Ottelun voittaja', 'Vencedor da partida', 'Νικητής αγώνα', 'shosha'),
  match_winner_ot: template('Match Winner (incl. Overtime)', 'Ganador (prórroga incluida)', 'Sieger (inkl. Verlängerung)', 'Vainqueur (prolongation incluse)', 'Câștigător (incl. prelungiri)', '勝者（延長含む）', 'Voittaja (sis. jatkoaika)', 'Vencedor (incl. prorrogação)', 'Νικητής (με παράταση)', 'shosha (encho fukumu)'),
  winner: template('Winner', 'Ganador', 'Sieger', 'Vainqueur', 'Câștigător', '勝者', 'Voittaja', 'Vencedor', 'Νικητής', 'shosha'),
  double_chance: template('Double Chance', 'Doble oportunidad', 'Doppelte Chance', 'Double chance', 'Șansă dublă', 'ダブルチャンス', 'Tuplamahdollisuus', 'Dupla chance', 'Διπλή ευκαιρία'),
  draw_no_bet: template('Draw No Bet', 'Empate no apuesta', 'Unentschieden keine Wette', 'Remboursé si match nul', 'Egal rambursat', 'ドローノーベット', 'Tasapeli ei vetoa', 'Empate anula aposta', 'Ισοπαλία όχι στοίχημα'),
  total: template('Total {unit} Over/Under {line}', 'Total de {unit} Más/Menos de {line}', '{unit} gesamt Über/Unter {line}', 'Total {unit} Plus/Moins de {line}', 'Total {unit} Peste/Sub {line}', '合計{unit} オーバー/アンダー {line}', '{unit} yhteensä yli/alle {line}', 'Total de {unit} Mais/Menos de {line}', 'Σύνολο {unit} Over/Under {line}', 'gokei {unit} oba/anda {line}'),
  asian_handicap: template('Asian Handicap {line}', 'Hándicap asiático {line}', 'Asiatisches Handicap {line}', 'Handicap asiatique {line}', 'Handicap asiatic {line}', 'アジアンハンディキャップ {line}', 'Aasialainen tasoitus {line}', 'Handicap asiático {line}', 'Ασιατικό χάντικαπ {line}'),
  point_spread: template('Point Spread {line}', 'Hándicap de puntos {line}', 'Punkte-Handicap {line}', 'Écart de points {line}', 'Handicap puncte {line}', 'ポイントスプレッド {line}', 'Pistetasoitus {line}', 'Handicap de pontos {line}', 'Χάντικαπ πόντων {line}'),
  unit_handicap: template('Handicap ({unit}) {line}', 'Hándicap ({unit}) {line}', 'Handicap ({unit}) {line}', 'Handicap ({unit}) {line}', 'Handicap ({unit}) {line}', 'ハンディキャップ（{unit}）{line}', 'Tasoitus ({unit}) {line}', 'Handicap ({unit}) {line}', 'Χάντικαπ ({unit}) {line}'),
  european_handicap: template('European Handicap {line}', 'Hándicap europeo {line}', 'Europäisches Handicap {line}', 'Handicap européen {line}', 'Handicap european {line}', 'ヨーロピアンハンディキャップ {line}', 'Eurooppalainen tasoitus {line}', 'Handicap europeu {line}', 'Ευρωπαϊκό χάντικαπ {line}'),
  btts: template('Both Teams to Score', 'Ambos equipos marcan', 'Beide Teams treffen', 'Les deux équipes marquent', 'Ambele echipe marchează', '両チーム得点', 'Molemmat joukkueet tekevät maalin', 'Ambas as equipes marcam', 'Να σκοράρουν και οι δύο ομάδες', 'ryo chimu tokuten'),
  correct_score: template('Correct Score', 'Resultado exacto', 'Genaues Ergebnis', 'Score exact', 'Scor corect', '正確なスコア', 'Oikea lopputulos', 'Placar exato', 'Σωστό σκορ', 'seikaku na sukoa'),
  anytime_goalscorer: template('Anytime Goalscorer', 'Goleador en cualquier momento', 'Torschütze jederzeit', 'Buteur à tout moment', 'Marcator oricând', 'いつでも得点者', 'Maalintekijä milloin tahansa', 'Marcador a qualquer momento', 'Σκόρερ οποιαδήποτε στιγμή', 'itsudemo tokutensha'),
  first_goalscorer: template('First Goalscorer', 'Primer goleador', 'Erster Torschütze', 'Premier buteur', 'Primul marcator', '最初の得点者', 'Ensimmäinen maalintekijä', 'Primeiro marcador', 'Πρώτος σκόρερ', 'saisho no tokutensha'),
  top_scorer: template('Top Points Scorer', 'Máximo anotador', 'Topscorer', 'Meilleur marqueur', 'Cel mai bun marcator', '最多得点者', 'Eniten pisteitä', 'Maior pontuador', 'Πρώτος σκόρερ πόντων', 'saita tokutensha'),
  anytime_touchdown: template('Anytime Touchdown Scorer', 'Anotador de touchdown', 'Touchdown-Scorer jederzeit', 'Marqueur de touchdown', 'Marcator touchdown oricând', 'タッチダウン得点者', 'Touchdownin tekijä', 'Marcador de touchdown', 'Σκόρερ touchdown', 'tatchidaun tokutensha'),
  top_batter: template('Top Batter', 'Mejor bateador', 'Bester Schlagmann', 'Meilleur batteur', 'Cel mai bun batsman', '最多得点打者', 'Paras lyöjä', 'Melhor rebatedor', 'Καλύτερος batsman', 'saita tokuten dasha'),
  method_of_victory: template('Method of Victory', 'Método de victoria', 'Siegmethode', 'Méthode de victoire', 'Metoda victoriei', '勝利方法', 'Voittotapa', 'Método de vitória', 'Τρόπος νίκης', 'shori hoho'),
  outright: template('Winner', 'Ganador', 'Sieger', 'Vainqueur', 'Câștigător', '優勝', 'Voittaja', 'Vencedor', 'Νικητής', 'yusho'),
  top_n: template('Top {n} Finish', 'Terminar entre los {n} primeros', 'Top-{n}-Platzierung', 'Top {n}', 'Clasare în top {n}', 'トップ{n}フィニッシュ', 'Top {n} -sijoitus', 'Terminar no Top {n}', 'Τερματισμός στο Top {n}'),
  podium: template('Podium Finish', 'Podio', 'Podiumsplatz', 'Podium', 'Podium', '表彰台', 'Palkintopalli', 'Pódio', 'Βάθρο', 'hyoshodai'),
  relegation: template('To Be Relegated', 'Descenso', 'Absteiger', 'Relégation', 'Retrogradare', '降格', 'Putoaja', 'Rebaixamento', 'Υποβιβασμός', 'kokaku'),
  win_ew: template('Win or Each Way', 'Ganador o colocado (E/W)', 'Sieg oder Platz (E/W)', 'Gagnant ou placé (E/W)', 'Câștigător sau plasat (E/W)', '単勝・複勝', 'Voittaja tai sija (E/W)', 'Vencedor ou colocado (E/W)', 'Νικητής ή θέση (E/W)', 'tansho fukusho'),
  win: template('Win', 'Ganador', 'Sieg', 'Gagnant', 'Câștigător', '単勝', 'Voittaja', 'Vencedor', 'Νικητής', 'tansho'),
  forecast: template('Forecast', 'Exacta', 'Zweierwette', 'Couplé ordre', 'Forecast', 'フォーキャスト', 'Kaksari', 'Exata', 'Forecast'),
  tricast: template('Tricast', 'Trifecta', 'Dreierwette', 'Trio ordre', 'Tricast', 'トライキャスト', 'Troikka', 'Trifeta', 'Tricast'),
  period: template('{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}', '{period} – {market}'),
} satisfies Record<string, Template>;

// biome-ignore format: one translation per line reads as a table
export const WORDS = {
  home: text('Home', 'Local', 'Heim', 'Domicile', 'Gazde', 'ホーム', 'Koti', 'Casa', 'Γηπεδούχος'),
  away: text('Away', 'Visitante', 'Auswärts', 'Extérieur', 'Oaspeți', 'アウェイ', 'Vieras', 'Fora', 'Φιλοξενούμενος'),
  draw: text('Draw', 'Empate', 'Unentschieden', 'Nul', 'Egal', '引き分け', 'Tasapeli', 'Empate', 'Ισοπαλία', 'hikiwake'),
  over: text('Over', 'Más de', 'Über', 'Plus de', 'Peste', 'オーバー', 'Yli', 'Mais de', 'Over'),
  under: text('Under', 'Menos de', 'Unter', 'Moins de', 'Sub', 'アンダー', 'Alle', 'Menos de', 'Under'),
  yes: text('Yes', 'Sí', 'Ja', 'Oui', 'Da', 'はい', 'Kyllä', 'Sim', 'Ναι'),
  no: text('No', 'No', 'Nein', 'Non', 'Nu', 'いいえ', 'Ei', 'Não', 'Όχι'),
  home_draw: text('Home or Draw', 'Local o empate', 'Heim oder Unentschieden', 'Domicile ou nul', 'Gazde sau egal', 'ホームまたは引き分け', 'Koti tai tasapeli', 'Casa ou empate', 'Γηπεδούχος ή ισοπαλία', 'homu matawa hikiwake'),
  home_away: text('Home or Away', 'Local o visitante', 'Heim oder Auswärts', 'Domicile ou extérieur', 'Gazde sau oaspeți', 'ホームまたはアウェイ', 'Koti tai vieras', 'Casa ou fora', 'Γηπεδούχος ή φιλοξενούμενος'),
  draw_away: text('Draw or Away', 'Empate o visitante', 'Unentschieden oder Auswärts', 'Nul ou extérieur', 'Egal sau oaspeți', '引き分けまたはアウェイ', 'Tasapeli tai vieras', 'Empate ou fora', 'Ισοπαλία ή φιλοξενούμενος', 'hikiwake matawa auei'),
  no_goalscorer: text('No Goalscorer', 'Sin goleador', 'Kein Torschütze', 'Aucun buteur', 'Niciun marcator', '得点者なし', 'Ei maalintekijää', 'Sem marcador', 'Κανένας σκόρερ', 'tokutensha nashi'),
  other_home: text('Any Other Home Win', 'Otra victoria local', 'Anderer Heimsieg', 'Autre victoire domicile', 'Alt scor victorie gazde', 'その他のホーム勝利', 'Muu kotivoitto', 'Outra vitória da casa', 'Άλλη νίκη γηπεδούχου', 'sonota no homu shori'),
  other_draw: text('Any Other Draw', 'Otro empate', 'Anderes Unentschieden', 'Autre nul', 'Alt scor egal', 'その他の引き分け', 'Muu tasapeli', 'Outro empate', 'Άλλη ισοπαλία', 'sonota no hikiwake'),
  other_away: text('Any Other Away Win', 'Otra victoria visitante', 'Anderer Auswärtssieg', 'Autre victoire extérieur', 'Alt scor victorie oaspeți', 'その他のアウェイ勝利', 'Muu vierasvoitto', 'Outra vitória do visitante', 'Άλλη νίκη φιλοξενούμενου', 'sonota no auei shori'),
  ko: text('KO/TKO', 'KO/TKO', 'K.o./T.K.o.', 'KO/TKO', 'KO/TKO', 'KO/TKO', 'Tyrmäys', 'Nocaute', 'Νοκ άουτ'),
  submission: text('Submission', 'Sumisión', 'Aufgabe', 'Soumission', 'Submisie', '一本', 'Luovutus', 'Finalização', 'Υποταγή', 'ippon'),
  decision: text('Decision', 'Decisión', 'Punktsieg', 'Décision', 'Decizie', '判定', 'Tuomariäänet', 'Decisão', 'Απόφαση', 'hantei'),
  field: text('Field (any other)', 'Resto del campo', 'Feld (alle anderen)', 'Le reste du champ', 'Restul terenului', 'その他', 'Muut', 'Outros', 'Υπόλοιποι', 'sonota'),
} satisfies Record<string, Text>;
export type Word = keyof typeof WORDS;

/** Generic parts of competition names; `{p}` is the proper part ('Albion', 'Premiership'). */
// biome-ignore format: one translation per line reads as a table
export const COMPETITION_FORMS = {
  league: template('{p} League', 'Liga {p}', '{p} Liga', 'Ligue {p}', 'Liga {p}', '{p}リーグ', '{p} Liiga', 'Liga {p}', 'Λίγκα {p}'),
  super_league: template('{p} Super League', 'Superliga {p}', '{p} Superliga', 'Super Ligue {p}', 'Superliga {p}', '{p}スーパーリーグ', '{p} Superliiga', 'Superliga {p}', 'Σούπερ Λίγκα {p}'),
  pro_league: template('{p} Pro League', 'Liga Pro {p}', '{p} Pro Liga', 'Ligue Pro {p}', 'Liga Pro {p}', '{p}プロリーグ', '{p} Pro-liiga', 'Liga Pro {p}', 'Pro Λίγκα {p}'),
  cup: template('{p} Cup', 'Copa {p}', '{p} Pokal', 'Coupe {p}', 'Cupa {p}', '{p}カップ', '{p} Cup', 'Copa {p}', 'Κύπελλο {p}'),
  super_cup: template('{p} Super Cup', 'Supercopa {p}', '{p} Supercup', 'Supercoupe {p}', 'Supercupa {p}', '{p}スーパーカップ', '{p} Supercup', 'Supercopa {p}', 'Σούπερ Καπ {p}'),
  trophy: template('{p} Trophy', 'Trofeo {p}', '{p} Trophäe', 'Trophée {p}', 'Trofeul {p}', '{p}トロフィー', '{p} Trophy', 'Troféu {p}', 'Τρόπαιο {p}'),
  championship: template('{p} Championship', 'Campeonato {p}', '{p} Meisterschaft', 'Championnat {p}', 'Campionatul {p}', '{p}選手権', '{p} mestaruussarja', 'Campeonato {p}', 'Πρωτάθλημα {p}', '{p} senshuken'),
  women: template('{p} Women', '{p} Femenina', '{p} Frauen', '{p} Féminine', '{p} Feminin', '{p} 女子', '{p} Naiset', '{p} Feminino', '{p} Γυναικών', '{p} joshi'),
  open: template('{p} Open', 'Abierto {p}', '{p} Open', 'Open {p}', 'Openul {p}', '{p}オープン', '{p} Open', 'Aberto {p}', 'Όπεν {p}'),
  masters: template('{p} Masters', 'Masters {p}', '{p} Masters', 'Masters {p}', 'Masters {p}', '{p}マスターズ', '{p} Masters', 'Masters {p}', 'Μάστερς {p}'),
  challenger: template('{p} Challenger', 'Challenger {p}', '{p} Challenger', 'Challenger {p}', 'Challenger {p}', '{p}チャレンジャー', '{p} Challenger', 'Challenger {p}', 'Τσάλεντζερ {p}'),
  classic: template('{p} Classic', 'Clásico {p}', '{p} Classic', 'Classique {p}', 'Clasicul {p}', '{p}クラシック', '{p} Classic', 'Clássico {p}', 'Κλασικό {p}'),
  invitational: template('{p} Invitational', 'Invitacional {p}', '{p} Invitational', 'Invitational {p}', 'Invitațional {p}', '{p}インビテーショナル', '{p} Invitational', 'Invitacional {p}', 'Invitational {p}'),
  grand_prix: template('{p} Grand Prix', 'Gran Premio {p}', 'Großer Preis {p}', 'Grand Prix {p}', 'Marele Premiu {p}', '{p}グランプリ', '{p} GP', 'Grande Prêmio {p}', 'Γκραν Πρι {p}'),
  tour: template('Tour of {p}', 'Vuelta {p}', '{p} Rundfahrt', 'Tour {p}', 'Turul {p}', 'ツアー・オブ・{p}', '{p} ympäriajo', 'Volta {p}', 'Γύρος {p}'),
  series: template('{p} Series', 'Serie {p}', '{p} Serie', 'Série {p}', 'Seria {p}', '{p}シリーズ', '{p}-sarja', 'Série {p}', 'Σειρά {p}'),
  friendlies: template('{p} Club Friendlies', 'Amistosos de clubes {p}', '{p} Club-Freundschaftsspiele', 'Matchs amicaux de clubs {p}', 'Amicale între cluburi {p}', '{p}クラブ親善試合', '{p} seurojen ystävyysottelut', 'Amistosos de clubes {p}', 'Φιλικά συλλόγων {p}', '{p} kurabu shinzen jiai'),
  college: template('{p} College', '{p} Universitario', '{p} College', '{p} Universitaire', '{p} Universitar', '{p}大学', '{p} College', '{p} Universitário', '{p} Κολεγιακό', '{p} daigaku'),
  heavyweight: template('{p} Heavyweight', 'Peso pesado {p}', '{p} Schwergewicht', 'Poids lourds {p}', 'Categoria grea {p}', '{p}ヘビー級', '{p} raskassarja', 'Peso-pesado {p}', 'Βαρέων βαρών {p}', '{p} hebi kyu'),
  middleweight: template('{p} Middleweight', 'Peso medio {p}', '{p} Mittelgewicht', 'Poids moyens {p}', 'Categoria mijlocie {p}', '{p}ミドル級', '{p} keskisarja', 'Peso-médio {p}', 'Μέσων βαρών {p}', '{p} midoru kyu'),
  lightweight: template('{p} Lightweight', 'Peso ligero {p}', '{p} Leichtgewicht', 'Poids légers {p}', 'Categoria ușoară {p}', '{p}ライト級', '{p} kevytsarja', 'Peso-leve {p}', 'Ελαφρών βαρών {p}', '{p} raito kyu'),
  fight_night: template('{p} Fight Night', 'Noche de combates {p}', '{p} Fight Night', 'Soirée de combats {p}', 'Gala {p}', '{p}ファイトナイト', '{p} Fight Night', 'Noite de lutas {p}', 'Βραδιά αγώνων {p}'),
  virtual: template('Virtual {p}', '{p} Virtual', 'Virtuelle {p}', '{p} Virtuelle', '{p} Virtuală', 'バーチャル{p}', 'Virtuaali-{p}', '{p} Virtual', 'Εικονική {p}'),
  proper: template('{p}', '{p}', '{p}', '{p}', '{p}', '{p}', '{p}', '{p}', '{p}'),
} satisfies Record<string, Template>;
export type CompetitionForm = keyof typeof COMPETITION_FORMS;

/** Season label of an outright ('2025/26' for winter leagues, '2026' for calendar-year sports). */
export function seasonLabel(now: number, winter: boolean): string {
  const d = new Date(now);
  const year = d.getUTCFullYear();
  if (!winter) return String(year);
  const start = d.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}
