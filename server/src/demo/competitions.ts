/**
 * Blueprints of the demo competitions: which sport, region, name, format, size, tier and which brands
 * offer them. Names are proper names with translated generic words (League, Cup, Women, ...).
 */
import type { Country } from '@touchline/contract';
import { region } from '../domain/regions';
import { render, same, type Text } from '../domain/text';
import { COMPETITION_FORMS, type CompetitionForm } from '../domain/vocab';

export type CompetitionFormat = 'league' | 'cup' | 'tournament' | 'racing' | 'outright' | 'rolling';

export interface RollingPlan {
  /** Minutes between kick-offs. */
  everyMin: number;
  /** Hours of fixtures ahead of now. */
  hours: number;
  /** Events per kick-off slot. */
  perSlot: number;
}

export interface CompetitionDef {
  key: string;
  sport: string;
  region: string;
  name: Text;
  format: CompetitionFormat;
  /** Participants (teams, players, runners in the pool). */
  size: number;
  /** 1 = top flight; lower tiers are more balanced and less popular. */
  tier: number;
  brands?: readonly Country[];
  women?: boolean;
  /** Offers a season/tournament winner outright. */
  outright?: boolean;
  /** Part of the small (test) catalogue. */
  small?: boolean;
  /** Draws its participants from these competitions (cups, continental competitions). */
  pool?: readonly string[];
  /** League rounds within the 10-day window. */
  rounds?: number;
  rolling?: RollingPlan;
  /** Races per meeting day (racing). */
  races?: number;
}

/** A competition name: a proper part in a generic form (`{p} Cup` -> 'Albion Cup', 'Copa Albion', ...). */
export function compName(form: CompetitionForm, proper: string | Text): Text {
  return render(COMPETITION_FORMS[form], { p: typeof proper === 'string' ? same(proper) : proper });
}

const women = (name: Text): Text => render(COMPETITION_FORMS.women, { p: name });

const defs: CompetitionDef[] = [];

function add(
  sport: string,
  regionSlug: string,
  name: Text,
  format: CompetitionFormat,
  size: number,
  tier: number,
  extra: Partial<CompetitionDef> = {},
): string {
  region(regionSlug);
  const key = `${sport}/${regionSlug}/${name.names.en}`;
  defs.push({ key, sport, region: regionSlug, name, format, size, tier, ...extra });
  return key;
}

// ------------------------------------------------------------------------------------- football

interface FootballCountry {
  region: string;
  top: string;
  second?: string;
  third?: string;
  sizes: [number, number?, number?];
  women?: boolean;
  cup?: boolean;
  brands?: readonly Country[];
  small?: boolean;
}

// biome-ignore format: one country per line reads as a table
const FOOTBALL: FootballCountry[] = [
  { region: 'england', top: 'Premiership', second: 'Championship', third: 'League One', sizes: [20, 24, 24], women: true, cup: true, small: true },
  { region: 'spain', top: 'Primera Liga', second: 'Segunda Liga', sizes: [20, 22], women: true, cup: true },
  { region: 'germany', top: 'Deutsche Oberliga', second: 'Zweite Liga', sizes: [18, 18], women: true, cup: true, brands: ['DE'], small: true },
  { region: 'italy', top: 'Serie Prima', second: 'Serie Seconda', sizes: [20, 20], women: true, cup: true },
  { region: 'france', top: 'Ligue Élite', second: 'Ligue Deux', sizes: [18, 18], women: true, cup: true },
  { region: 'portugal', top: 'Primeira Divisão', second: 'Segunda Divisão', sizes: [18, 18], cup: true },
  { region: 'netherlands', top: 'Topklasse', second: 'Eerste Klasse', sizes: [18, 20], cup: true },
  { region: 'belgium', top: 'Pro Division', second: 'Challenger Division', sizes: [16, 12], cup: true },
  { region: 'scotland', top: 'Scottish Premiership', second: 'Scottish Championship', sizes: [12, 10], cup: true },
  { region: 'wales', top: 'Cymru League', sizes: [12] },
  { region: 'northern-ireland', top: 'Ulster Premiership', sizes: [12] },
  { region: 'ireland', top: 'Premier Division', second: 'First Division', sizes: [10, 10], cup: true, small: true },
  { region: 'romania', top: 'Liga I', second: 'Liga II', sizes: [16, 18], cup: true, brands: ['RO'], small: true },
  { region: 'greece', top: 'Super League Ellada', second: 'Super League 2', sizes: [14, 16], cup: true, brands: ['GR'] },
  { region: 'turkey', top: 'Süper Lig', second: 'Birinci Lig', sizes: [18, 18], cup: true },
  { region: 'austria', top: 'Alpenliga', sizes: [12] },
  { region: 'switzerland', top: 'Helvetia Liga', sizes: [12] },
  { region: 'denmark', top: 'Superligaen', second: 'Første Division', sizes: [12, 12] },
  { region: 'sweden', top: 'Förstaligan', second: 'Andraligan', sizes: [16, 16] },
  { region: 'norway', top: 'Hovedserien', sizes: [16] },
  { region: 'finland', top: 'Mestaruusliiga', second: 'Kakkosliiga', sizes: [12, 10], cup: true },
  { region: 'poland', top: 'Liga Polska', second: 'Pierwsza Liga', sizes: [18, 18] },
  { region: 'czechia', top: 'První Liga', sizes: [16] },
  { region: 'croatia', top: 'Prva Liga', sizes: [10] },
  { region: 'serbia', top: 'Morava Liga', sizes: [16] },
  { region: 'hungary', top: 'Pannonia Liga', sizes: [12] },
  { region: 'ukraine', top: 'Premier Liha', sizes: [16] },
  { region: 'slovakia', top: 'Tatra Liga', sizes: [12] },
  { region: 'slovenia', top: 'Triglav Liga', sizes: [10] },
  { region: 'bulgaria', top: 'Parva Liga', sizes: [16] },
  { region: 'cyprus', top: 'Protathlima', sizes: [14] },
  { region: 'iceland', top: 'Efsta Deild', sizes: [12] },
  { region: 'usa', top: 'Liberty Soccer League', second: 'Frontier Soccer League', sizes: [28, 20], women: true, cup: true },
  { region: 'mexico', top: 'Liga MX', second: 'Liga de Expansión', sizes: [18, 16], women: true, cup: true, brands: ['MX', 'US'], small: true },
  { region: 'brazil', top: 'Brasileirão Série A', second: 'Brasileirão Série B', sizes: [20, 20], women: true, cup: true, brands: ['BR'], small: true },
  { region: 'argentina', top: 'Primera División', second: 'Primera Nacional', sizes: [28, 18], cup: true },
  { region: 'chile', top: 'Primera División', sizes: [16] },
  { region: 'colombia', top: 'Liga Cafetera', sizes: [20] },
  { region: 'uruguay', top: 'Primera División', sizes: [16] },
  { region: 'peru', top: 'Liga 1', sizes: [18] },
  { region: 'ecuador', top: 'Liga Pro', sizes: [16] },
  { region: 'japan', top: 'Yamato League', second: 'Yamato League 2', sizes: [18, 20], cup: true },
  { region: 'south-korea', top: 'Hanbit League', sizes: [12] },
  { region: 'china', top: 'Huaxia Super League', sizes: [16] },
  { region: 'australia', top: 'Southern Cross League', sizes: [12], women: true },
];

const topFootball: string[] = [];
for (const c of FOOTBALL) {
  const r = region(c.region);
  const brandOpts = c.brands ? { brands: c.brands } : {};
  const top = add('football', c.region, same(c.top), 'league', c.sizes[0], 1, {
    outright: true,
    rounds: 2,
    ...brandOpts,
    ...(c.small ? { small: true } : {}),
  });
  topFootball.push(top);
  const leagues = [top];
  if (c.second && c.sizes[1]) {
    leagues.push(
      add('football', c.region, same(c.second), 'league', c.sizes[1], 2, {
        rounds: 2,
        outright: c.sizes[1] >= 20,
      }),
    );
  }
  if (c.third && c.sizes[2])
    leagues.push(add('football', c.region, same(c.third), 'league', c.sizes[2], 3, { rounds: 1 }));
  if (c.cup)
    add('football', c.region, compName('cup', r.brand), 'cup', 16, 2, { pool: leagues, ...brandOpts });
  if (c.women) {
    add('football', c.region, women(same(c.top)), 'league', 12, 2, { women: true, rounds: 1, ...brandOpts });
  }
}
add('football', 'europe', compName('cup', 'Champions'), 'cup', 32, 1, {
  pool: topFootball.slice(0, 12),
  outright: true,
  small: true,
});
add('football', 'europe', compName('trophy', 'Continental'), 'cup', 24, 1, {
  pool: topFootball.slice(2, 20),
  outright: true,
});
add('football', 'europe', women(compName('cup', 'Champions')), 'cup', 16, 2, { women: true });
add('football', 'south-america', compName('cup', 'Libertad'), 'cup', 24, 1, {
  pool: topFootball.slice(34, 41),
  outright: true,
});
add('football', 'north-america', compName('cup', 'Frontier'), 'cup', 16, 2, {
  pool: topFootball.slice(32, 34),
});
add('football', 'asia', compName('cup', 'Orient'), 'cup', 16, 2, { pool: topFootball.slice(41, 45) });
add('football', 'international', compName('friendlies', ''), 'cup', 24, 3, {
  pool: topFootball.slice(10, 32),
});

// ------------------------------------------------------------------------------------ team sports

// biome-ignore format: table
const BASKETBALL: Array<[string, string, number, number, Partial<CompetitionDef>?]> = [
  ['usa', 'Liberty', 30, 1, { outright: true, small: true }],
  ['europe', 'Continental', 18, 1, { outright: true }],
  ['spain', 'Ibérica', 18, 1],
  ['germany', 'Kaiser', 18, 1],
  ['france', 'Gallia', 16, 1],
  ['italy', 'Tricolore', 16, 1],
  ['greece', 'Hellas', 12, 1, { brands: ['GR'] }],
  ['turkey', 'Anadolu', 16, 1],
  ['australia', 'Southern Cross', 10, 1],
  ['china', 'Huaxia', 20, 1],
  ['japan', 'Yamato', 18, 2],
  ['argentina', 'Rioplatense', 18, 2],
  ['brazil', 'Cruzeiro', 16, 2],
  ['serbia', 'Morava', 14, 2],
  ['poland', 'Vistula', 16, 2],
  ['romania', 'Dacia', 12, 2],
];
for (const [reg, proper, size, tier, extra] of BASKETBALL)
  add('basketball', reg, compName('league', proper), 'league', size, tier, { rounds: 3, ...extra });
add('basketball', 'usa', compName('college', 'Liberty'), 'league', 24, 2, { rounds: 2, brands: ['US'] });
add('basketball', 'usa', women(compName('league', 'Liberty')), 'league', 12, 2, { women: true, rounds: 2 });
add('basketball', 'europe', compName('cup', 'Continental'), 'cup', 16, 2);

// biome-ignore format: table
const HOCKEY: Array<[string, string, number, number, Partial<CompetitionDef>?]> = [
  ['north-america', 'Frontier', 32, 1, { outright: true, small: true }],
  ['sweden', 'Svea', 14, 1],
  ['finland', 'Suomi', 15, 1],
  ['germany', 'Kaiser', 14, 1],
  ['czechia', 'Bohemia', 14, 1],
  ['switzerland', 'Helvetia', 14, 1],
  ['slovakia', 'Tatra', 12, 2],
  ['austria', 'Alpen', 12, 2],
  ['denmark', 'Dannebrog', 10, 2],
  ['norway', 'Norrøna', 10, 2],
];
for (const [reg, proper, size, tier, extra] of HOCKEY)
  add('ice-hockey', reg, compName('league', proper), 'league', size, tier, { rounds: 3, ...extra });
add('ice-hockey', 'europe', compName('cup', 'Champions'), 'cup', 16, 2);

add('american-football', 'usa', same('National Gridiron League'), 'league', 32, 1, {
  rounds: 1,
  outright: true,
  small: true,
});
add('american-football', 'usa', compName('college', 'Gridiron'), 'league', 40, 2, {
  rounds: 1,
  brands: ['US'],
});
add('american-football', 'canada', same('Maple Gridiron League'), 'league', 10, 2, { rounds: 1 });
add('american-football', 'europe', same('Continental Gridiron League'), 'league', 12, 3, { rounds: 1 });

add('baseball', 'usa', compName('league', 'Liberty'), 'league', 30, 1, {
  rounds: 4,
  outright: true,
  small: true,
});
add('baseball', 'japan', compName('league', 'Yamato'), 'league', 12, 1, { rounds: 3 });
add('baseball', 'south-korea', compName('league', 'Hanbit'), 'league', 10, 2, { rounds: 3 });
add('baseball', 'mexico', compName('league', 'Azteca'), 'league', 16, 2, { rounds: 2 });

// biome-ignore format: table
const VOLLEYBALL: Array<[string, string, number, number, boolean, Partial<CompetitionDef>?]> = [
  ['italy', 'Tricolore', 12, 1, false, { small: true }],
  ['poland', 'Vistula', 14, 1, false],
  ['brazil', 'Cruzeiro', 12, 1, false],
  ['turkey', 'Anadolu', 12, 1, false],
  ['japan', 'Yamato', 10, 2, false],
  ['france', 'Gallia', 12, 2, false],
  ['italy', 'Tricolore', 12, 1, true],
  ['turkey', 'Anadolu', 12, 1, true],
  ['brazil', 'Cruzeiro', 12, 2, true],
  ['poland', 'Vistula', 12, 2, true],
];
for (const [reg, proper, size, tier, isWomen, extra] of VOLLEYBALL) {
  const name = compName('super_league', proper);
  add('volleyball', reg, isWomen ? women(name) : name, 'league', size, tier, {
    rounds: 2,
    women: isWomen,
    ...extra,
  });
}
add('volleyball', 'international', compName('league', 'Nations'), 'cup', 16, 1, { outright: true });

// biome-ignore format: table
const HANDBALL: Array<[string, string, number, number, Partial<CompetitionDef>?]> = [
  ['germany', 'Kaiser', 18, 1, { small: true }],
  ['france', 'Gallia', 16, 1],
  ['spain', 'Ibérica', 16, 1],
  ['denmark', 'Dannebrog', 14, 1],
  ['hungary', 'Pannonia', 14, 2],
  ['romania', 'Dacia', 14, 2],
];
for (const [reg, proper, size, tier, extra] of HANDBALL)
  add('handball', reg, compName('league', proper), 'league', size, tier, { rounds: 2, ...extra });
add('handball', 'europe', compName('cup', 'Champions'), 'cup', 16, 1, { outright: true });
add('handball', 'europe', women(compName('cup', 'Champions')), 'cup', 16, 2, { women: true });

add('rugby-union', 'england', compName('league', 'Albion'), 'league', 10, 1, {
  rounds: 1,
  outright: true,
  small: true,
});
add('rugby-union', 'france', compName('league', 'Gallia'), 'league', 14, 1, { rounds: 1 });
add('rugby-union', 'europe', compName('league', 'Celtic'), 'league', 16, 1, { rounds: 1 });
add('rugby-union', 'europe', compName('cup', 'Champions'), 'cup', 16, 1);
add('rugby-union', 'australia', compName('league', 'Southern Cross'), 'league', 12, 1, { rounds: 1 });
add('rugby-union', 'japan', compName('league', 'Yamato'), 'league', 12, 2, { rounds: 1 });
add('rugby-league', 'england', compName('super_league', 'Albion'), 'league', 12, 1, {
  rounds: 1,
  small: true,
});
add('rugby-league', 'australia', compName('league', 'Southern Cross'), 'league', 16, 1, {
  rounds: 1,
  outright: true,
});
add('rugby-league', 'england', compName('championship', 'Albion'), 'league', 12, 2, { rounds: 1 });

add('aussie-rules', 'australia', compName('league', 'Southern Cross'), 'league', 18, 1, {
  rounds: 1,
  outright: true,
  small: true,
});
add('aussie-rules', 'australia', women(compName('league', 'Southern Cross')), 'league', 12, 2, {
  rounds: 1,
  women: true,
});

add('gaelic-football', 'ireland', compName('championship', 'All-Ireland'), 'league', 16, 1, {
  rounds: 1,
  brands: ['IE', 'GB'],
  outright: true,
  small: true,
});
add('gaelic-football', 'ireland', compName('league', 'Hibernia'), 'league', 16, 2, {
  rounds: 1,
  brands: ['IE', 'GB'],
});
add('hurling', 'ireland', compName('championship', 'All-Ireland'), 'league', 10, 1, {
  rounds: 1,
  brands: ['IE', 'GB'],
  outright: true,
  small: true,
});
add('hurling', 'ireland', compName('league', 'Hibernia'), 'league', 12, 2, {
  rounds: 1,
  brands: ['IE', 'GB'],
});

add('futsal', 'spain', compName('league', 'Ibérica'), 'league', 16, 1, { rounds: 1, small: true });
add('futsal', 'brazil', compName('league', 'Cruzeiro'), 'league', 16, 1, { rounds: 1 });
add('futsal', 'portugal', compName('league', 'Lusitânia'), 'league', 14, 2, { rounds: 1 });
add('futsal', 'europe', compName('cup', 'Champions'), 'cup', 16, 1);

add('water-polo', 'hungary', compName('league', 'Pannonia'), 'league', 12, 1, { rounds: 1, small: true });
add('water-polo', 'italy', compName('league', 'Tricolore'), 'league', 12, 1, { rounds: 1 });
add('water-polo', 'greece', compName('league', 'Hellas'), 'league', 12, 2, { rounds: 1 });
add('water-polo', 'europe', compName('cup', 'Champions'), 'cup', 16, 1);

add('floorball', 'finland', compName('league', 'Suomi'), 'league', 14, 1, { rounds: 2, small: true });
add('floorball', 'sweden', compName('league', 'Svea'), 'league', 14, 1, { rounds: 2 });
add('floorball', 'switzerland', compName('league', 'Helvetia'), 'league', 12, 2, { rounds: 2 });

add('cricket', 'india', compName('league', 'Bharat Premier'), 'league', 10, 1, {
  rounds: 3,
  outright: true,
  small: true,
});
add('cricket', 'australia', same('Southern Cross Bash'), 'league', 8, 1, { rounds: 3 });
add('cricket', 'england', compName('championship', 'Albion T20'), 'league', 18, 2, { rounds: 2 });
add('cricket', 'south-africa', compName('league', 'Highveld'), 'league', 6, 2, { rounds: 3 });

// --------------------------------------------------------------------------- individual sports

// biome-ignore format: table
const TENNIS: Array<[string, CompetitionForm, string, boolean, number, number, Partial<CompetitionDef>?]> = [
  ['spain', 'open', 'Valmora', false, 32, 1, { small: true }],
  ['germany', 'open', 'Eichenau', false, 32, 1],
  ['usa', 'masters', 'Cedar Ridge', false, 32, 1],
  ['australia', 'open', 'Kooraban', false, 32, 1],
  ['france', 'masters', 'Beaumont', false, 32, 1],
  ['japan', 'open', 'Sakurayama', false, 32, 2],
  ['spain', 'open', 'Valmora', true, 32, 1, { small: true }],
  ['usa', 'open', 'Maple Harbor', true, 32, 1],
  ['italy', 'open', 'Montefiore', true, 32, 1],
  ['china', 'open', 'Qinghai Bay', true, 32, 2],
  ['romania', 'open', 'Sibiești', true, 32, 2],
  ['greece', 'open', 'Kalamata Bay', true, 32, 2],
  ['portugal', 'challenger', 'Vila Serena', false, 32, 3],
  ['czechia', 'challenger', 'Novovice', false, 32, 3],
  ['brazil', 'challenger', 'Itaquara', false, 32, 3],
  ['mexico', 'challenger', 'Santa Lucía', false, 32, 3],
  ['finland', 'challenger', 'Järvikoski', false, 32, 3],
  ['ireland', 'challenger', 'Kilmona', false, 32, 3],
  ['turkey', 'challenger', 'Karahisar', true, 32, 3],
  ['poland', 'challenger', 'Zlatów', true, 32, 3],
  ['argentina', 'challenger', 'Río Pampa', true, 32, 3],
  ['netherlands', 'challenger', 'Zandhoven', true, 32, 3],
];
for (const [reg, form, proper, isWomen, size, tier, extra] of TENNIS) {
  const name = compName(form, proper);
  add('tennis', reg, isWomen ? women(name) : name, 'tournament', size, tier, {
    women: isWomen,
    outright: tier === 1,
    ...extra,
  });
}

add('table-tennis', 'czechia', compName('pro_league', 'Bohemia'), 'rolling', 12, 2, {
  rolling: { everyMin: 30, hours: 10, perSlot: 2 },
  small: true,
});
add('table-tennis', 'ukraine', compName('cup', 'Dnipro'), 'rolling', 12, 3, {
  rolling: { everyMin: 30, hours: 10, perSlot: 1 },
});
add('table-tennis', 'poland', compName('series', 'Vistula'), 'rolling', 12, 3, {
  rolling: { everyMin: 45, hours: 10, perSlot: 1 },
});
add('table-tennis', 'international', compName('series', 'Elite'), 'tournament', 32, 1, {});
add('table-tennis', 'international', women(compName('series', 'Elite')), 'tournament', 32, 1, {
  women: true,
});

add('badminton', 'international', compName('open', 'Pannonia'), 'tournament', 32, 1, { small: true });
add('badminton', 'international', women(compName('open', 'Pannonia')), 'tournament', 32, 1, { women: true });
add('badminton', 'asia', compName('masters', 'Orient'), 'tournament', 32, 1);
add('beach-volleyball', 'international', compName('series', 'Pro Beach'), 'tournament', 24, 1, {
  small: true,
});
add('beach-volleyball', 'international', women(compName('series', 'Pro Beach')), 'tournament', 24, 1, {
  women: true,
});

add('darts', 'england', same('Albion Darts League'), 'league', 8, 1, {
  rounds: 1,
  outright: true,
  small: true,
});
add('darts', 'international', compName('masters', 'Global'), 'tournament', 32, 1, { outright: true });
add('darts', 'europe', compName('open', 'Continental'), 'tournament', 32, 2);
add('darts', 'international', compName('series', 'Pro Tour'), 'tournament', 64, 3);

add('snooker', 'england', compName('open', 'Albion'), 'tournament', 32, 1, { outright: true, small: true });
add('snooker', 'scotland', compName('masters', 'Caledonian'), 'tournament', 16, 1);
add('snooker', 'china', compName('open', 'Huaxia'), 'tournament', 32, 2);
add('snooker', 'international', compName('championship', 'Global'), 'tournament', 32, 1, { outright: true });

add('boxing', 'international', compName('heavyweight', ''), 'tournament', 16, 1, { small: true });
add('boxing', 'international', compName('middleweight', ''), 'tournament', 16, 2);
add('boxing', 'international', compName('lightweight', ''), 'tournament', 16, 2);
add('mma', 'usa', compName('fight_night', 'Octagon'), 'tournament', 24, 1, { small: true });
add('mma', 'international', compName('championship', 'Octagon'), 'tournament', 16, 1);
add('mma', 'international', women(compName('championship', 'Octagon')), 'tournament', 12, 2, { women: true });

add('golf', 'england', compName('open', 'Albion'), 'outright', 78, 1, { small: true });
add('golf', 'usa', compName('classic', 'Liberty'), 'outright', 72, 1);
add('golf', 'germany', compName('masters', 'Kaiser'), 'outright', 70, 1);
add('golf', 'australia', compName('championship', 'Southern Cross'), 'outright', 70, 2);
add('golf', 'usa', compName('invitational', 'Cedar Ridge'), 'outright', 60, 2);
add('golf', 'usa', women(compName('open', 'Liberty')), 'outright', 72, 2, { women: true });
add('golf', 'japan', compName('open', 'Yamato'), 'outright', 66, 3);

add('motor-racing', 'world', same('Formula Prime'), 'outright', 20, 1, { small: true });
add('motor-racing', 'world', same('Moto Prime'), 'outright', 22, 1);
add('motor-racing', 'usa', same('Liberty Stock Car Series'), 'outright', 36, 2);
add('cycling', 'france', compName('tour', 'Gallia'), 'outright', 120, 1, { small: true });
add('cycling', 'spain', compName('tour', 'Ibérica'), 'outright', 110, 1);
add('cycling', 'italy', compName('tour', 'Tricolore'), 'outright', 110, 1);
add('cycling', 'belgium', compName('classic', 'Brabant'), 'outright', 100, 2);

// ------------------------------------------------------------------------------------------ racing

// biome-ignore format: table
const HORSE_VENUES: Array<[string, string, number, Partial<CompetitionDef>?]> = [
  ['great-britain', 'Ashcombe Park', 7, { small: true }],
  ['great-britain', 'Thornbury Downs', 7],
  ['great-britain', 'Marlwick', 8],
  ['great-britain', 'Holmstead Racecourse', 7],
  ['great-britain', 'Brackmoor', 6],
  ['great-britain', 'Elmgate Park', 7],
  ['ireland', 'Kilcullen Park', 7, { small: true }],
  ['ireland', 'Rathmona', 8],
  ['ireland', 'Glenshane Downs', 7],
  ['france', 'Beauvallon', 8],
  ['france', 'Montclair-sur-Mer', 7],
  ['usa', 'Cedar Springs Downs', 9],
  ['usa', 'Silver Creek Park', 9],
  ['australia', 'Wallaburra', 8],
  ['south-africa', 'Highveld Park', 7],
];
for (const [reg, venue, races, extra] of HORSE_VENUES)
  add('horse-racing', reg, same(venue), 'racing', 60, 1, { races, ...extra });

// biome-ignore format: table
const DOG_TRACKS: Array<[string, string, number, Partial<CompetitionDef>?]> = [
  ['great-britain', 'Ashford Stadium', 12, { small: true }],
  ['great-britain', 'Carlton Raceway', 12],
  ['great-britain', 'Whitmoor', 11],
  ['great-britain', 'Redbridge Park', 12],
  ['great-britain', 'Stourport Stadium', 10],
  ['ireland', 'Ballinora Park', 10, { small: true }],
  ['ireland', 'Drumcullen Stadium', 10],
  ['australia', 'Murrabee Raceway', 10],
];
for (const [reg, track, races, extra] of DOG_TRACKS)
  add('greyhounds', reg, same(track), 'racing', 48, 1, { races, ...extra });

// ----------------------------------------------------------------------------------------- esports

// biome-ignore format: table
const ESPORTS: Array<[string, string, CompetitionForm, string, number, number, Partial<CompetitionDef>?]> = [
  ['counter-strike-2', 'international', 'masters', 'Nova', 16, 1, { outright: true, small: true }],
  ['counter-strike-2', 'europe', 'pro_league', 'Continental', 16, 1],
  ['counter-strike-2', 'north-america', 'pro_league', 'Frontier', 12, 2],
  ['counter-strike-2', 'international', 'invitational', 'Apex', 16, 2],
  ['counter-strike-2', 'asia', 'cup', 'Orient', 12, 2],
  ['counter-strike-2', 'south-america', 'league', 'Libertad', 12, 3],
  ['counter-strike-2', 'europe', 'series', 'Eclipse', 16, 3, { rolling: { everyMin: 90, hours: 14, perSlot: 2 } }],
  ['counter-strike-2', 'international', 'championship', 'Global', 16, 1],
  ['league-of-legends', 'europe', 'league', 'Continental', 10, 1, { small: true }],
  ['league-of-legends', 'north-america', 'league', 'Frontier', 10, 1],
  ['league-of-legends', 'south-korea', 'league', 'Hanbit', 10, 1],
  ['league-of-legends', 'china', 'league', 'Huaxia', 16, 1],
  ['league-of-legends', 'international', 'championship', 'Global', 16, 1, { outright: true }],
  ['league-of-legends', 'europe', 'challenger', 'Continental', 10, 3],
  ['dota-2', 'international', 'invitational', 'Global', 16, 1, { outright: true, small: true }],
  ['dota-2', 'europe', 'pro_league', 'Continental', 12, 2],
  ['dota-2', 'asia', 'masters', 'Orient', 12, 2],
  ['dota-2', 'south-america', 'league', 'Libertad', 10, 3],
  ['dota-2', 'north-america', 'series', 'Frontier', 10, 3],
  ['valorant', 'international', 'masters', 'Global', 12, 1, { outright: true, small: true }],
  ['valorant', 'europe', 'series', 'Continental', 10, 2],
  ['valorant', 'north-america', 'series', 'Frontier', 10, 2],
  ['valorant', 'asia', 'challenger', 'Orient', 10, 3],
  ['valorant', 'south-america', 'challenger', 'Libertad', 10, 3],
];
for (const [sport, reg, form, proper, size, tier, extra] of ESPORTS) {
  add(sport, reg, compName(form, proper), extra?.rolling ? 'rolling' : 'tournament', size, tier, {
    ...extra,
  });
}
add('efootball', 'international', compName('league', 'Cyber'), 'rolling', 8, 2, {
  rolling: { everyMin: 15, hours: 6, perSlot: 2 },
  small: true,
});
add('efootball', 'international', compName('series', 'Battle'), 'rolling', 8, 3, {
  rolling: { everyMin: 12, hours: 6, perSlot: 1 },
});
add('efootball', 'europe', compName('pro_league', 'Volta'), 'rolling', 10, 3, {
  rolling: { everyMin: 20, hours: 6, perSlot: 1 },
});
add('ebasketball', 'international', compName('league', 'Cyber'), 'rolling', 8, 2, {
  rolling: { everyMin: 20, hours: 6, perSlot: 1 },
  small: true,
});
add('ebasketball', 'international', compName('series', 'Battle'), 'rolling', 8, 3, {
  rolling: { everyMin: 25, hours: 6, perSlot: 1 },
});

// ----------------------------------------------------------------------------------------- virtual

add('virtual-football', 'international', compName('league', 'Albion'), 'rolling', 16, 2, {
  rolling: { everyMin: 5, hours: 2, perSlot: 3 },
  small: true,
});
add('virtual-football', 'international', compName('cup', 'Continental'), 'rolling', 16, 2, {
  rolling: { everyMin: 8, hours: 2, perSlot: 2 },
});
add('virtual-horse-racing', 'international', same('Virtual Downs'), 'rolling', 40, 2, {
  rolling: { everyMin: 4, hours: 2, perSlot: 1 },
  small: true,
});
add('virtual-horse-racing', 'international', same('Virtual Meadows'), 'rolling', 40, 2, {
  rolling: { everyMin: 6, hours: 2, perSlot: 1 },
});
add('virtual-greyhounds', 'international', same('Virtual Raceway'), 'rolling', 30, 2, {
  rolling: { everyMin: 3, hours: 2, perSlot: 1 },
  small: true,
});
add('virtual-greyhounds', 'international', same('Virtual Dog Track'), 'rolling', 30, 2, {
  rolling: { everyMin: 5, hours: 2, perSlot: 1 },
});
add('virtual-tennis', 'international', compName('open', 'Virtual'), 'rolling', 16, 2, {
  rolling: { everyMin: 6, hours: 2, perSlot: 2 },
  small: true,
});

/** Every competition blueprint of the full catalogue, in a stable order. */
export const COMPETITIONS: readonly CompetitionDef[] = defs;
