/** The sports of the demo catalogue: ids, slugs, names in every language, category and kind. */
import { type Localized, type Text, text } from './text';

export type SportCategory = 'sport' | 'esport' | 'virtual';
export type SportKind = 'match' | 'tennis_like' | 'outright_only' | 'racing';
export type ParticipantKind = 'team' | 'player' | 'pair' | 'horse' | 'greyhound' | 'driver' | 'rider';

/** Which pricing and live model a sport's events follow (see profiles.ts). */
export type ProfileName =
  | 'soccer'
  | 'futsal'
  | 'efootball'
  | 'vfootball'
  | 'hockey'
  | 'handball'
  | 'floorball'
  | 'waterpolo'
  | 'basketball'
  | 'ebasketball'
  | 'amfootball'
  | 'baseball'
  | 'rugby_union'
  | 'rugby_league'
  | 'aussie'
  | 'gaelic'
  | 'hurling'
  | 'cricket'
  | 'tennis'
  | 'vtennis'
  | 'volleyball'
  | 'beachvolley'
  | 'tabletennis'
  | 'badminton'
  | 'darts'
  | 'snooker'
  | 'cs2'
  | 'lol'
  | 'dota'
  | 'valorant'
  | 'boxing'
  | 'mma'
  | 'golf'
  | 'motor'
  | 'cycling'
  | 'horse'
  | 'greyhound'
  | 'vhorse'
  | 'vgreyhound';

export interface SportDef {
  id: number;
  slug: string;
  name: Text;
  category: SportCategory;
  kind: SportKind;
  profile: ProfileName | null;
  participant: ParticipantKind;
  parent?: string;
  isParent?: boolean;
  sortOrder: number;
  /** Translated slugs that differ from the slug of the name (the spec's per-language e-sports paths). */
  slugs?: Partial<Localized>;
}

const s = (
  id: number,
  slug: string,
  name: Text,
  category: SportCategory,
  kind: SportKind,
  profile: ProfileName | null,
  participant: ParticipantKind,
  sortOrder: number,
  extra: Partial<Pick<SportDef, 'parent' | 'isParent' | 'slugs'>> = {},
): SportDef => ({ id, slug, name, category, kind, profile, participant, sortOrder, ...extra });

/**
 * Sport ids 31, 54, 55, 133, 137, 153, 180, 181, 183, 184 and 207 are the ones the spec links to the
 * sport page only: racing, outright-only and virtual or short e-sports,
 * whose competition pages make no sense on their own.
 */
// biome-ignore format: one sport per line reads as a table
export const SPORTS: readonly SportDef[] = [
  s(1, 'football', text('Football', 'Fútbol', 'Fußball', 'Football', 'Fotbal', 'サッカー', 'Jalkapallo', 'Futebol', 'Ποδόσφαιρο'), 'sport', 'match', 'soccer', 'team', 1),
  s(2, 'tennis', text('Tennis', 'Tenis', 'Tennis', 'Tennis', 'Tenis', 'テニス', 'Tennis', 'Tênis', 'Τένις'), 'sport', 'tennis_like', 'tennis', 'player', 2),
  s(3, 'basketball', text('Basketball', 'Baloncesto', 'Basketball', 'Basketball', 'Baschet', 'バスケットボール', 'Koripallo', 'Basquete', 'Μπάσκετ'), 'sport', 'match', 'basketball', 'team', 3),
  s(4, 'ice-hockey', text('Ice Hockey', 'Hockey sobre hielo', 'Eishockey', 'Hockey sur glace', 'Hochei pe gheață', 'アイスホッケー', 'Jääkiekko', 'Hóquei no gelo', 'Χόκεϊ επί πάγου'), 'sport', 'match', 'hockey', 'team', 4),
  s(5, 'american-football', text('American Football', 'Fútbol americano', 'American Football', 'Football américain', 'Fotbal american', 'アメリカンフットボール', 'Amerikkalainen jalkapallo', 'Futebol americano', 'Αμερικανικό ποδόσφαιρο'), 'sport', 'match', 'amfootball', 'team', 5),
  s(6, 'baseball', text('Baseball', 'Béisbol', 'Baseball', 'Baseball', 'Baseball', '野球', 'Baseball', 'Beisebol', 'Μπέιζμπολ', 'yakyu'), 'sport', 'match', 'baseball', 'team', 6),
  s(7, 'volleyball', text('Volleyball', 'Voleibol', 'Volleyball', 'Volley-ball', 'Volei', 'バレーボール', 'Lentopallo', 'Vôlei', 'Βόλεϊ'), 'sport', 'tennis_like', 'volleyball', 'team', 7),
  s(8, 'handball', text('Handball', 'Balonmano', 'Handball', 'Handball', 'Handbal', 'ハンドボール', 'Käsipallo', 'Handebol', 'Χάντμπολ'), 'sport', 'match', 'handball', 'team', 8),
  s(9, 'table-tennis', text('Table Tennis', 'Tenis de mesa', 'Tischtennis', 'Tennis de table', 'Tenis de masă', '卓球', 'Pöytätennis', 'Tênis de mesa', 'Πινγκ πονγκ', 'takkyu'), 'sport', 'tennis_like', 'tabletennis', 'player', 9),
  s(10, 'darts', text('Darts', 'Dardos', 'Darts', 'Fléchettes', 'Darts', 'ダーツ', 'Tikanheitto', 'Dardos', 'Βελάκια'), 'sport', 'tennis_like', 'darts', 'player', 10),
  s(11, 'snooker', text('Snooker', 'Snooker', 'Snooker', 'Snooker', 'Snooker', 'スヌーカー', 'Snooker', 'Sinuca', 'Σνούκερ'), 'sport', 'tennis_like', 'snooker', 'player', 11),
  s(12, 'cricket', text('Cricket', 'Críquet', 'Cricket', 'Cricket', 'Cricket', 'クリケット', 'Kriketti', 'Críquete', 'Κρίκετ'), 'sport', 'match', 'cricket', 'team', 12),
  s(13, 'rugby-union', text('Rugby Union', 'Rugby Union', 'Rugby Union', 'Rugby à XV', 'Rugby în XV', 'ラグビーユニオン', 'Rugby union', 'Rugby Union', 'Ράγκμπι Γιούνιον'), 'sport', 'match', 'rugby_union', 'team', 13),
  s(14, 'rugby-league', text('Rugby League', 'Rugby League', 'Rugby League', 'Rugby à XIII', 'Rugby în XIII', 'ラグビーリーグ', 'Rugby league', 'Rugby League', 'Ράγκμπι Λιγκ'), 'sport', 'match', 'rugby_league', 'team', 14),
  s(15, 'boxing', text('Boxing', 'Boxeo', 'Boxen', 'Boxe', 'Box', 'ボクシング', 'Nyrkkeily', 'Boxe', 'Πυγμαχία'), 'sport', 'match', 'boxing', 'player', 15),
  s(16, 'mma', text('MMA', 'MMA', 'MMA', 'MMA', 'MMA', '総合格闘技', 'MMA', 'MMA', 'MMA', 'sogo kakutogi'), 'sport', 'match', 'mma', 'player', 16),
  s(55, 'golf', text('Golf', 'Golf', 'Golf', 'Golf', 'Golf', 'ゴルフ', 'Golf', 'Golfe', 'Γκολφ'), 'sport', 'outright_only', 'golf', 'player', 17),
  s(133, 'motor-racing', text('Motor Racing', 'Automovilismo', 'Motorsport', 'Sport automobile', 'Curse auto', 'モータースポーツ', 'Moottoriurheilu', 'Automobilismo', 'Μηχανοκίνητος αθλητισμός'), 'sport', 'outright_only', 'motor', 'driver', 18),
  s(137, 'cycling', text('Cycling', 'Ciclismo', 'Radsport', 'Cyclisme', 'Ciclism', '自転車競技', 'Pyöräily', 'Ciclismo', 'Ποδηλασία', 'jitensha kyogi'), 'sport', 'outright_only', 'cycling', 'rider', 19),
  s(31, 'horse-racing', text('Horse Racing', 'Carreras de caballos', 'Pferderennen', 'Courses hippiques', 'Curse de cai', '競馬', 'Laukkakilpailut', 'Corrida de cavalos', 'Ιπποδρομίες', 'keiba'), 'sport', 'racing', 'horse', 'horse', 20),
  s(54, 'greyhounds', text('Greyhounds', 'Galgos', 'Windhundrennen', 'Courses de lévriers', 'Curse de ogari', 'ドッグレース', 'Vinttikoirakilpailut', 'Corrida de galgos', 'Κούρσες λαγωνικών'), 'sport', 'racing', 'greyhound', 'greyhound', 21),
  s(17, 'badminton', text('Badminton', 'Bádminton', 'Badminton', 'Badminton', 'Badminton', 'バドミントン', 'Sulkapallo', 'Badminton', 'Μπάντμιντον'), 'sport', 'tennis_like', 'badminton', 'player', 22),
  s(18, 'futsal', text('Futsal', 'Fútbol sala', 'Futsal', 'Futsal', 'Futsal', 'フットサル', 'Futsal', 'Futsal', 'Φούτσαλ'), 'sport', 'match', 'futsal', 'team', 23),
  s(19, 'beach-volleyball', text('Beach Volleyball', 'Vóley playa', 'Beachvolleyball', 'Beach-volley', 'Volei pe plajă', 'ビーチバレー', 'Rantalentopallo', 'Vôlei de praia', 'Μπιτς βόλεϊ'), 'sport', 'tennis_like', 'beachvolley', 'pair', 24),
  s(20, 'aussie-rules', text('Aussie Rules', 'Fútbol australiano', 'Australian Football', 'Football australien', 'Fotbal australian', 'オーストラリアンフットボール', 'Australialainen jalkapallo', 'Futebol australiano', 'Αυστραλιανό ποδόσφαιρο'), 'sport', 'match', 'aussie', 'team', 25),
  s(21, 'gaelic-football', text('Gaelic Football', 'Fútbol gaélico', 'Gaelic Football', 'Football gaélique', 'Fotbal gaelic', 'ゲーリックフットボール', 'Gaelilainen jalkapallo', 'Futebol gaélico', 'Γαελικό ποδόσφαιρο'), 'sport', 'match', 'gaelic', 'team', 26),
  s(22, 'hurling', text('Hurling', 'Hurling', 'Hurling', 'Hurling', 'Hurling', 'ハーリング', 'Hurling', 'Hurling', 'Χέρλινγκ'), 'sport', 'match', 'hurling', 'team', 27),
  s(23, 'water-polo', text('Water Polo', 'Waterpolo', 'Wasserball', 'Water-polo', 'Polo pe apă', '水球', 'Vesipallo', 'Polo aquático', 'Υδατοσφαίριση', 'suikyu'), 'sport', 'match', 'waterpolo', 'team', 28),
  s(24, 'floorball', text('Floorball', 'Floorball', 'Unihockey', 'Floorball', 'Floorball', 'フロアボール', 'Salibandy', 'Floorball', 'Φλόορμπολ'), 'sport', 'match', 'floorball', 'team', 29),
  s(100, 'esports', text('Esports', 'Esports', 'E-Sport', 'E-sport', 'E-sporturi', 'eスポーツ', 'E-urheilu', 'eSports', 'E-sports'), 'esport', 'match', null, 'team', 40, { isParent: true, slugs: { en: 'e-sports', fr: 'e-sports-fr', ro: 'e-sporturi', fi: 'e-urheilu', es: 'esports', de: 'esports', ja: 'esports', pt: 'esports', el: 'esports' } }),
  s(101, 'counter-strike-2', text('Counter-Strike 2', 'Counter-Strike 2', 'Counter-Strike 2', 'Counter-Strike 2', 'Counter-Strike 2', 'カウンターストライク2', 'Counter-Strike 2', 'Counter-Strike 2', 'Counter-Strike 2'), 'esport', 'match', 'cs2', 'team', 41, { parent: 'esports' }),
  s(102, 'league-of-legends', text('League of Legends', 'League of Legends', 'League of Legends', 'League of Legends', 'League of Legends', 'リーグ・オブ・レジェンド', 'League of Legends', 'League of Legends', 'League of Legends'), 'esport', 'match', 'lol', 'team', 42, { parent: 'esports' }),
  s(103, 'dota-2', text('Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2'), 'esport', 'match', 'dota', 'team', 43, { parent: 'esports' }),
  s(104, 'valorant', text('Valorant', 'Valorant', 'Valorant', 'Valorant', 'Valorant', 'ヴァロラント', 'Valorant', 'Valorant', 'Valorant'), 'esport', 'match', 'valorant', 'team', 44, { parent: 'esports' }),
  s(184, 'efootball', text('eFootball', 'eFútbol', 'E-Football', 'E-football', 'E-fotbal', 'eサッカー', 'E-jalkapallo', 'E-futebol', 'E-ποδόσφαιρο'), 'esport', 'match', 'efootball', 'player', 45, { parent: 'esports' }),
  s(207, 'ebasketball', text('eBasketball', 'eBaloncesto', 'E-Basketball', 'E-basket', 'E-baschet', 'eバスケットボール', 'E-koripallo', 'E-basquete', 'E-μπάσκετ'), 'esport', 'match', 'ebasketball', 'player', 46, { parent: 'esports' }),
  s(150, 'virtual-sports', text('Virtual Sports', 'Deportes virtuales', 'Virtuelle Sportarten', 'Sports virtuels', 'Sporturi virtuale', 'バーチャルスポーツ', 'Virtuaaliurheilu', 'Esportes virtuais', 'Εικονικά αθλήματα'), 'virtual', 'match', null, 'team', 60, { isParent: true }),
  s(153, 'virtual-football', text('Virtual Football', 'Fútbol virtual', 'Virtueller Fußball', 'Football virtuel', 'Fotbal virtual', 'バーチャルサッカー', 'Virtuaalijalkapallo', 'Futebol virtual', 'Εικονικό ποδόσφαιρο'), 'virtual', 'match', 'vfootball', 'team', 61, { parent: 'virtual-sports' }),
  s(180, 'virtual-horse-racing', text('Virtual Horse Racing', 'Carreras de caballos virtuales', 'Virtuelle Pferderennen', 'Courses hippiques virtuelles', 'Curse de cai virtuale', 'バーチャル競馬', 'Virtuaaliset laukkakilpailut', 'Corrida de cavalos virtual', 'Εικονικές ιπποδρομίες', 'bacharu keiba'), 'virtual', 'racing', 'vhorse', 'horse', 62, { parent: 'virtual-sports' }),
  s(181, 'virtual-greyhounds', text('Virtual Greyhounds', 'Galgos virtuales', 'Virtuelle Windhundrennen', 'Lévriers virtuels', 'Ogari virtuali', 'バーチャルドッグレース', 'Virtuaaliset vinttikoirat', 'Galgos virtuais', 'Εικονικά λαγωνικά'), 'virtual', 'racing', 'vgreyhound', 'greyhound', 63, { parent: 'virtual-sports' }),
  s(183, 'virtual-tennis', text('Virtual Tennis', 'Tenis virtual', 'Virtuelles Tennis', 'Tennis virtuel', 'Tenis virtual', 'バーチャルテニス', 'Virtuaalitennis', 'Tênis virtual', 'Εικονικό τένις'), 'virtual', 'tennis_like', 'vtennis', 'player', 64, { parent: 'virtual-sports' }),
];

const BY_SLUG = new Map(SPORTS.map((sport) => [sport.slug, sport]));

export function sportBySlug(slug: string): SportDef {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`unknown sport ${slug}`);
  return found;
}
