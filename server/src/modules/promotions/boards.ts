/**
 * The demo promotion leaderboards every brand gets (promotion
 * leaderboard service), and the period a board ranks. Pure: no I/O; time comes in as a parameter.
 */
import type { Language } from '@touchline/contract';
import type { LeaderboardPeriod } from '../../db/schema';

type Texts = Record<Language, string>;

export interface BoardDefinition {
  /** Suffix of the board id: '{bookmaker}-{key}'. */
  key: string;
  period: LeaderboardPeriod;
  optInRequired: boolean;
  limitedUsers: boolean;
  titles: Texts;
  descriptions: Texts;
}

export const DEMO_BOARDS: readonly BoardDefinition[] = [
  {
    key: 'weekly-race',
    period: 'weekly',
    optInRequired: true,
    limitedUsers: false,
    titles: {
      en: 'Weekly Wager Race',
      es: 'Carrera semanal de apuestas',
      de: 'Wöchentliches Wett-Rennen',
      fr: 'Course hebdomadaire des mises',
      ro: 'Cursa săptămânală a pariurilor',
      ja: '週間ベットレース',
      fi: 'Viikon vetokisa',
      pt: 'Corrida semanal de apostas',
      el: 'Εβδομαδιαίος αγώνας στοιχημάτων',
    },
    descriptions: {
      en: 'Opt in and climb the table: every cash stake placed this week (Monday to Sunday, UTC) counts.',
      es: 'Apúntate y escala en la tabla: cuenta cada apuesta con dinero real de esta semana (de lunes a domingo, UTC).',
      de: 'Melde dich an und klettere in der Tabelle: Jeder Echtgeld-Einsatz dieser Woche (Montag bis Sonntag, UTC) zählt.',
      fr: 'Inscrivez-vous et grimpez au classement : chaque mise en argent réel de la semaine (lundi à dimanche, UTC) compte.',
      ro: 'Înscrie-te și urcă în clasament: contează fiecare miză cu bani reali din această săptămână (luni–duminică, UTC).',
      ja: '参加登録してランキングを上げよう：今週（月曜〜日曜、UTC）の現金ベットがすべて加算されます。',
      fi: 'Ilmoittaudu ja nouse taulukossa: jokainen tämän viikon (maanantaista sunnuntaihin, UTC) rahapanos lasketaan.',
      pt: 'Inscreva-se e suba na tabela: cada aposta em dinheiro desta semana (segunda a domingo, UTC) conta.',
      el: 'Δήλωσε συμμετοχή και ανέβα στον πίνακα: μετράει κάθε στοίχημα με μετρητά αυτής της εβδομάδας (Δευτέρα–Κυριακή, UTC).',
    },
  },
  {
    key: 'monthly-leaders',
    period: 'monthly',
    optInRequired: false,
    limitedUsers: false,
    titles: {
      en: 'Monthly Leaders',
      es: 'Líderes del mes',
      de: 'Monatsbestenliste',
      fr: 'Leaders du mois',
      ro: 'Liderii lunii',
      ja: '月間リーダー',
      fi: 'Kuukauden kärki',
      pt: 'Líderes do mês',
      el: 'Κορυφαίοι του μήνα',
    },
    descriptions: {
      en: 'Every player is ranked by the cash they stake this calendar month (UTC); no opt-in needed.',
      es: 'Todos los jugadores se clasifican por el dinero apostado este mes natural (UTC); no hace falta apuntarse.',
      de: 'Alle Spieler werden nach ihren Echtgeld-Einsätzen in diesem Kalendermonat (UTC) gereiht; keine Anmeldung nötig.',
      fr: 'Tous les joueurs sont classés selon leurs mises en argent réel de ce mois civil (UTC) ; aucune inscription requise.',
      ro: 'Toți jucătorii sunt clasați după banii mizați în această lună calendaristică (UTC); nu e nevoie de înscriere.',
      ja: '今月（UTC）の現金ベット額で全プレイヤーをランキングします。参加登録は不要です。',
      fi: 'Kaikki pelaajat sijoitetaan tämän kalenterikuukauden (UTC) rahapanosten mukaan; ilmoittautumista ei tarvita.',
      pt: 'Todos os jogadores são classificados pelo dinheiro apostado neste mês civil (UTC); não é preciso inscrição.',
      el: 'Όλοι οι παίκτες κατατάσσονται με βάση τα μετρητά που ποντάρουν αυτόν τον ημερολογιακό μήνα (UTC)· δεν χρειάζεται δήλωση.',
    },
  },
  {
    key: 'vip-sprint',
    period: 'weekly',
    optInRequired: true,
    limitedUsers: true,
    titles: {
      en: 'VIP Sprint',
      es: 'Sprint VIP',
      de: 'VIP-Sprint',
      fr: 'Sprint VIP',
      ro: 'Sprint VIP',
      ja: 'VIPスプリント',
      fi: 'VIP-kiri',
      pt: 'Sprint VIP',
      el: 'VIP Σπριντ',
    },
    descriptions: {
      en: 'For invited players only: opt in and race on this week’s cash stakes (UTC).',
      es: 'Solo para jugadores invitados: apúntate y compite con las apuestas en dinero de esta semana (UTC).',
      de: 'Nur für eingeladene Spieler: Melde dich an und tritt mit den Echtgeld-Einsätzen dieser Woche (UTC) an.',
      fr: 'Réservé aux joueurs invités : inscrivez-vous et affrontez-vous sur les mises en argent réel de la semaine (UTC).',
      ro: 'Doar pentru jucătorii invitați: înscrie-te și concurează cu mizele în bani din această săptămână (UTC).',
      ja: '招待されたプレイヤー限定：参加登録して今週（UTC）の現金ベットで競おう。',
      fi: 'Vain kutsutuille pelaajille: ilmoittaudu ja kilpaile tämän viikon (UTC) rahapanoksilla.',
      pt: 'Só para jogadores convidados: inscreva-se e dispute com as apostas em dinheiro desta semana (UTC).',
      el: 'Μόνο για προσκεκλημένους παίκτες: δήλωσε συμμετοχή και αγωνίσου με τα στοιχήματα μετρητών αυτής της εβδομάδας (UTC).',
    },
  },
];

/** The id of a brand's demo board. */
export const boardId = (bookmaker: string, key: string): string => `${bookmaker}-${key}`;

const DAY = 86_400_000;

/** The window a board ranks at `now`: the current ISO week (Monday 00:00 UTC) or calendar month (UTC). */
export function periodWindow(period: LeaderboardPeriod, now: number): { from: Date; to: Date } {
  const today = new Date(now);
  if (period === 'monthly') {
    const from = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    const to = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1);
    return { from: new Date(from), to: new Date(to) };
  }
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const from = midnight - sinceMonday * DAY;
  return { from: new Date(from), to: new Date(from + 7 * DAY) };
}

/** How another player's name shows on a board: 'ma***n'. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}
