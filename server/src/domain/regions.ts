/** Regions of the demo catalogue: countries and continents, named in every language. */
import { type Text, text } from './text';

/** Which name lists make a plausible local town or person name. */
export type NameStyle =
  | 'english'
  | 'irish'
  | 'spanish'
  | 'latam'
  | 'portuguese'
  | 'brazilian'
  | 'german'
  | 'french'
  | 'italian'
  | 'dutch'
  | 'nordic'
  | 'finnish'
  | 'romanian'
  | 'greek'
  | 'slavic'
  | 'hungarian'
  | 'turkish'
  | 'japanese'
  | 'korean'
  | 'chinese'
  | 'american'
  | 'australian';

export interface RegionDef {
  id: number;
  slug: string;
  code: string | null;
  name: Text;
  style: NameStyle;
  /** Rough UTC offset of local evening kick-offs, in hours. */
  utcOffset: number;
  /** A proper word competitions of the region are named after (never translated). */
  brand: string;
  /** IANA zone for race times in race names. */
  timeZone: string;
}

const r = (
  id: number,
  slug: string,
  code: string | null,
  name: Text,
  style: NameStyle,
  utcOffset: number,
  brand: string,
  timeZone: string,
): RegionDef => ({ id, slug, code, name, style, utcOffset, brand, timeZone });

// biome-ignore format: one region per line reads as a table
export const REGIONS: readonly RegionDef[] = [
  r(1, 'international', null, text('International', 'Internacional', 'International', 'International', 'Internațional', '国際', 'Kansainvälinen', 'Internacional', 'Διεθνές', 'kokusai'), 'english', 1, 'Intercontinental', 'Europe/London'),
  r(2, 'europe', null, text('Europe', 'Europa', 'Europa', 'Europe', 'Europa', 'ヨーロッパ', 'Eurooppa', 'Europa', 'Ευρώπη'), 'english', 1, 'Continental', 'Europe/Paris'),
  r(3, 'world', null, text('World', 'Mundo', 'Welt', 'Monde', 'Lume', '世界', 'Maailma', 'Mundo', 'Κόσμος', 'sekai'), 'english', 0, 'Global', 'Europe/London'),
  r(4, 'england', 'GB', text('England', 'Inglaterra', 'England', 'Angleterre', 'Anglia', 'イングランド', 'Englanti', 'Inglaterra', 'Αγγλία'), 'english', 0, 'Albion', 'Europe/London'),
  r(5, 'scotland', 'GB', text('Scotland', 'Escocia', 'Schottland', 'Écosse', 'Scoția', 'スコットランド', 'Skotlanti', 'Escócia', 'Σκωτία'), 'english', 0, 'Caledonian', 'Europe/London'),
  r(6, 'wales', 'GB', text('Wales', 'Gales', 'Wales', 'Pays de Galles', 'Țara Galilor', 'ウェールズ', 'Wales', 'País de Gales', 'Ουαλία'), 'english', 0, 'Cymru', 'Europe/London'),
  r(7, 'northern-ireland', 'GB', text('Northern Ireland', 'Irlanda del Norte', 'Nordirland', 'Irlande du Nord', 'Irlanda de Nord', '北アイルランド', 'Pohjois-Irlanti', 'Irlanda do Norte', 'Βόρεια Ιρλανδία', 'kita airurando'), 'irish', 0, 'Ulster', 'Europe/London'),
  r(8, 'ireland', 'IE', text('Ireland', 'Irlanda', 'Irland', 'Irlande', 'Irlanda', 'アイルランド', 'Irlanti', 'Irlanda', 'Ιρλανδία'), 'irish', 0, 'Hibernia', 'Europe/Dublin'),
  r(9, 'spain', 'ES', text('Spain', 'España', 'Spanien', 'Espagne', 'Spania', 'スペイン', 'Espanja', 'Espanha', 'Ισπανία'), 'spanish', 1, 'Ibérica', 'Europe/Madrid'),
  r(10, 'germany', 'DE', text('Germany', 'Alemania', 'Deutschland', 'Allemagne', 'Germania', 'ドイツ', 'Saksa', 'Alemanha', 'Γερμανία'), 'german', 1, 'Kaiser', 'Europe/Berlin'),
  r(11, 'france', 'FR', text('France', 'Francia', 'Frankreich', 'France', 'Franța', 'フランス', 'Ranska', 'França', 'Γαλλία'), 'french', 1, 'Gallia', 'Europe/Paris'),
  r(12, 'italy', 'IT', text('Italy', 'Italia', 'Italien', 'Italie', 'Italia', 'イタリア', 'Italia', 'Itália', 'Ιταλία'), 'italian', 1, 'Tricolore', 'Europe/Rome'),
  r(13, 'portugal', 'PT', text('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugalia', 'ポルトガル', 'Portugali', 'Portugal', 'Πορτογαλία'), 'portuguese', 0, 'Lusitânia', 'Europe/Lisbon'),
  r(14, 'netherlands', 'NL', text('Netherlands', 'Países Bajos', 'Niederlande', 'Pays-Bas', 'Țările de Jos', 'オランダ', 'Alankomaat', 'Países Baixos', 'Ολλανδία'), 'dutch', 1, 'Oranje', 'Europe/Amsterdam'),
  r(15, 'belgium', 'BE', text('Belgium', 'Bélgica', 'Belgien', 'Belgique', 'Belgia', 'ベルギー', 'Belgia', 'Bélgica', 'Βέλγιο'), 'french', 1, 'Brabant', 'Europe/Brussels'),
  r(16, 'romania', 'RO', text('Romania', 'Rumanía', 'Rumänien', 'Roumanie', 'România', 'ルーマニア', 'Romania', 'Romênia', 'Ρουμανία'), 'romanian', 2, 'Dacia', 'Europe/Bucharest'),
  r(17, 'greece', 'GR', text('Greece', 'Grecia', 'Griechenland', 'Grèce', 'Grecia', 'ギリシャ', 'Kreikka', 'Grécia', 'Ελλάδα'), 'greek', 2, 'Hellas', 'Europe/Athens'),
  r(18, 'finland', 'FI', text('Finland', 'Finlandia', 'Finnland', 'Finlande', 'Finlanda', 'フィンランド', 'Suomi', 'Finlândia', 'Φινλανδία'), 'finnish', 2, 'Suomi', 'Europe/Helsinki'),
  r(19, 'sweden', 'SE', text('Sweden', 'Suecia', 'Schweden', 'Suède', 'Suedia', 'スウェーデン', 'Ruotsi', 'Suécia', 'Σουηδία'), 'nordic', 1, 'Svea', 'Europe/Stockholm'),
  r(20, 'norway', 'NO', text('Norway', 'Noruega', 'Norwegen', 'Norvège', 'Norvegia', 'ノルウェー', 'Norja', 'Noruega', 'Νορβηγία'), 'nordic', 1, 'Norrøna', 'Europe/Oslo'),
  r(21, 'denmark', 'DK', text('Denmark', 'Dinamarca', 'Dänemark', 'Danemark', 'Danemarca', 'デンマーク', 'Tanska', 'Dinamarca', 'Δανία'), 'nordic', 1, 'Dannebrog', 'Europe/Copenhagen'),
  r(22, 'austria', 'AT', text('Austria', 'Austria', 'Österreich', 'Autriche', 'Austria', 'オーストリア', 'Itävalta', 'Áustria', 'Αυστρία'), 'german', 1, 'Alpen', 'Europe/Vienna'),
  r(23, 'switzerland', 'CH', text('Switzerland', 'Suiza', 'Schweiz', 'Suisse', 'Elveția', 'スイス', 'Sveitsi', 'Suíça', 'Ελβετία'), 'german', 1, 'Helvetia', 'Europe/Zurich'),
  r(24, 'poland', 'PL', text('Poland', 'Polonia', 'Polen', 'Pologne', 'Polonia', 'ポーランド', 'Puola', 'Polônia', 'Πολωνία'), 'slavic', 1, 'Vistula', 'Europe/Warsaw'),
  r(25, 'czechia', 'CZ', text('Czechia', 'Chequia', 'Tschechien', 'Tchéquie', 'Cehia', 'チェコ', 'Tšekki', 'Tchéquia', 'Τσεχία'), 'slavic', 1, 'Bohemia', 'Europe/Prague'),
  r(26, 'turkey', 'TR', text('Türkiye', 'Turquía', 'Türkei', 'Turquie', 'Turcia', 'トルコ', 'Turkki', 'Turquia', 'Τουρκία'), 'turkish', 3, 'Anadolu', 'Europe/Istanbul'),
  r(27, 'usa', 'US', text('USA', 'Estados Unidos', 'USA', 'États-Unis', 'SUA', 'アメリカ', 'Yhdysvallat', 'Estados Unidos', 'ΗΠΑ'), 'american', -5, 'Liberty', 'America/New_York'),
  r(28, 'mexico', 'MX', text('Mexico', 'México', 'Mexiko', 'Mexique', 'Mexic', 'メキシコ', 'Meksiko', 'México', 'Μεξικό'), 'latam', -6, 'Azteca', 'America/Mexico_City'),
  r(29, 'brazil', 'BR', text('Brazil', 'Brasil', 'Brasilien', 'Brésil', 'Brazilia', 'ブラジル', 'Brasilia', 'Brasil', 'Βραζιλία'), 'brazilian', -3, 'Cruzeiro', 'America/Sao_Paulo'),
  r(30, 'argentina', 'AR', text('Argentina', 'Argentina', 'Argentinien', 'Argentine', 'Argentina', 'アルゼンチン', 'Argentiina', 'Argentina', 'Αργεντινή'), 'latam', -3, 'Rioplatense', 'America/Argentina/Buenos_Aires'),
  r(31, 'chile', 'CL', text('Chile', 'Chile', 'Chile', 'Chili', 'Chile', 'チリ', 'Chile', 'Chile', 'Χιλή'), 'latam', -4, 'Andina', 'America/Santiago'),
  r(32, 'colombia', 'CO', text('Colombia', 'Colombia', 'Kolumbien', 'Colombie', 'Columbia', 'コロンビア', 'Kolumbia', 'Colômbia', 'Κολομβία'), 'latam', -5, 'Cafetera', 'America/Bogota'),
  r(33, 'japan', 'JP', text('Japan', 'Japón', 'Japan', 'Japon', 'Japonia', '日本', 'Japani', 'Japão', 'Ιαπωνία', 'nihon'), 'japanese', 9, 'Yamato', 'Asia/Tokyo'),
  r(34, 'south-korea', 'KR', text('South Korea', 'Corea del Sur', 'Südkorea', 'Corée du Sud', 'Coreea de Sud', '韓国', 'Etelä-Korea', 'Coreia do Sul', 'Νότια Κορέα', 'kankoku'), 'korean', 9, 'Hanbit', 'Asia/Seoul'),
  r(35, 'china', 'CN', text('China', 'China', 'China', 'Chine', 'China', '中国', 'Kiina', 'China', 'Κίνα', 'chugoku'), 'chinese', 8, 'Huaxia', 'Asia/Shanghai'),
  r(36, 'australia', 'AU', text('Australia', 'Australia', 'Australien', 'Australie', 'Australia', 'オーストラリア', 'Australia', 'Austrália', 'Αυστραλία'), 'australian', 10, 'Southern Cross', 'Australia/Sydney'),
  r(37, 'croatia', 'HR', text('Croatia', 'Croacia', 'Kroatien', 'Croatie', 'Croația', 'クロアチア', 'Kroatia', 'Croácia', 'Κροατία'), 'slavic', 1, 'Jadran', 'Europe/Zagreb'),
  r(38, 'serbia', 'RS', text('Serbia', 'Serbia', 'Serbien', 'Serbie', 'Serbia', 'セルビア', 'Serbia', 'Sérvia', 'Σερβία'), 'slavic', 1, 'Morava', 'Europe/Belgrade'),
  r(39, 'hungary', 'HU', text('Hungary', 'Hungría', 'Ungarn', 'Hongrie', 'Ungaria', 'ハンガリー', 'Unkari', 'Hungria', 'Ουγγαρία'), 'hungarian', 1, 'Pannonia', 'Europe/Budapest'),
  r(40, 'canada', 'CA', text('Canada', 'Canadá', 'Kanada', 'Canada', 'Canada', 'カナダ', 'Kanada', 'Canadá', 'Καναδάς'), 'american', -5, 'Maple', 'America/Toronto'),
  r(41, 'south-africa', 'ZA', text('South Africa', 'Sudáfrica', 'Südafrika', 'Afrique du Sud', 'Africa de Sud', '南アフリカ', 'Etelä-Afrikka', 'África do Sul', 'Νότια Αφρική', 'minami afurika'), 'english', 2, 'Highveld', 'Africa/Johannesburg'),
  r(42, 'india', 'IN', text('India', 'India', 'Indien', 'Inde', 'India', 'インド', 'Intia', 'Índia', 'Ινδία'), 'english', 5, 'Bharat', 'Asia/Kolkata'),
  r(43, 'new-zealand', 'NZ', text('New Zealand', 'Nueva Zelanda', 'Neuseeland', 'Nouvelle-Zélande', 'Noua Zeelandă', 'ニュージーランド', 'Uusi-Seelanti', 'Nova Zelândia', 'Νέα Ζηλανδία'), 'australian', 12, 'Aotearoa', 'Pacific/Auckland'),
  r(44, 'great-britain', 'GB', text('Great Britain', 'Gran Bretaña', 'Großbritannien', 'Grande-Bretagne', 'Marea Britanie', 'イギリス', 'Iso-Britannia', 'Grã-Bretanha', 'Μεγάλη Βρετανία'), 'english', 0, 'Britannia', 'Europe/London'),
  r(45, 'south-america', null, text('South America', 'Sudamérica', 'Südamerika', 'Amérique du Sud', 'America de Sud', '南米', 'Etelä-Amerikka', 'América do Sul', 'Νότια Αμερική', 'nanbei'), 'latam', -3, 'Libertad', 'America/Sao_Paulo'),
  r(46, 'asia', null, text('Asia', 'Asia', 'Asien', 'Asie', 'Asia', 'アジア', 'Aasia', 'Ásia', 'Ασία'), 'japanese', 8, 'Orient', 'Asia/Singapore'),
  r(47, 'north-america', null, text('North America', 'Norteamérica', 'Nordamerika', 'Amérique du Nord', 'America de Nord', '北米', 'Pohjois-Amerikka', 'América do Norte', 'Βόρεια Αμερική', 'hokubei'), 'american', -5, 'Frontier', 'America/New_York'),
  r(48, 'ukraine', 'UA', text('Ukraine', 'Ucrania', 'Ukraine', 'Ukraine', 'Ucraina', 'ウクライナ', 'Ukraina', 'Ucrânia', 'Ουκρανία'), 'slavic', 2, 'Dnipro', 'Europe/Kyiv'),
  r(49, 'slovakia', 'SK', text('Slovakia', 'Eslovaquia', 'Slowakei', 'Slovaquie', 'Slovacia', 'スロバキア', 'Slovakia', 'Eslováquia', 'Σλοβακία'), 'slavic', 1, 'Tatra', 'Europe/Bratislava'),
  r(50, 'bulgaria', 'BG', text('Bulgaria', 'Bulgaria', 'Bulgarien', 'Bulgarie', 'Bulgaria', 'ブルガリア', 'Bulgaria', 'Bulgária', 'Βουλγαρία'), 'slavic', 2, 'Balkan', 'Europe/Sofia'),
  r(51, 'cyprus', 'CY', text('Cyprus', 'Chipre', 'Zypern', 'Chypre', 'Cipru', 'キプロス', 'Kypros', 'Chipre', 'Κύπρος'), 'greek', 2, 'Aphrodite', 'Asia/Nicosia'),
  r(52, 'iceland', 'IS', text('Iceland', 'Islandia', 'Island', 'Islande', 'Islanda', 'アイスランド', 'Islanti', 'Islândia', 'Ισλανδία'), 'nordic', 0, 'Saga', 'Atlantic/Reykjavik'),
  r(53, 'uruguay', 'UY', text('Uruguay', 'Uruguay', 'Uruguay', 'Uruguay', 'Uruguay', 'ウルグアイ', 'Uruguay', 'Uruguai', 'Ουρουγουάη'), 'latam', -3, 'Celeste', 'America/Montevideo'),
  r(54, 'peru', 'PE', text('Peru', 'Perú', 'Peru', 'Pérou', 'Peru', 'ペルー', 'Peru', 'Peru', 'Περού'), 'latam', -5, 'Inca', 'America/Lima'),
  r(55, 'ecuador', 'EC', text('Ecuador', 'Ecuador', 'Ecuador', 'Équateur', 'Ecuador', 'エクアドル', 'Ecuador', 'Equador', 'Ισημερινός'), 'latam', -5, 'Cotopaxi', 'America/Guayaquil'),
  r(56, 'slovenia', 'SI', text('Slovenia', 'Eslovenia', 'Slowenien', 'Slovénie', 'Slovenia', 'スロベニア', 'Slovenia', 'Eslovênia', 'Σλοβενία'), 'slavic', 1, 'Triglav', 'Europe/Ljubljana'),
];

const BY_SLUG = new Map(REGIONS.map((region) => [region.slug, region]));

export function region(slug: string): RegionDef {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`unknown region ${slug}`);
  return found;
}
