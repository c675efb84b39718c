/** The participants of a competition: their kind and names. */
import type { RegionDef } from '../domain/regions';
import type { SportDef } from '../domain/sports';
import type { Rng } from '../pricing/random';
import type { CompetitionDef } from './competitions';
import {
  clubName,
  esportsTeam,
  franchiseName,
  gamerWithClub,
  greyhoundName,
  horseName,
  INTERNATIONAL_STYLES,
  type NameBook,
  person,
} from './names';
import { IRISH_COUNTIES, type ParticipantRow } from './rows';

export interface Participant {
  id: number;
  name: string;
  strength: number;
  regionId: number | null;
}

export function participantKind(sport: SportDef): ParticipantRow['kind'] {
  return sport.participant;
}

/** Whether team names follow the '{town} {mascot}' franchise pattern. */
export function franchise(sport: SportDef, r: RegionDef): boolean {
  if (['american-football', 'baseball', 'cricket', 'aussie-rules'].includes(sport.slug)) return true;
  if (r.style === 'american' || r.style === 'australian')
    return ['basketball', 'ice-hockey'].includes(sport.slug);
  return sport.slug === 'basketball' && ['china', 'japan'].includes(r.slug);
}

export function participantName(
  sport: SportDef,
  def: CompetitionDef,
  r: RegionDef,
  rng: Rng,
  book: NameBook,
): string {
  const style = r.code ? r.style : rng.pick(INTERNATIONAL_STYLES);
  const gender = def.women ? 'female' : 'male';
  switch (sport.participant) {
    case 'horse':
      return book.unique(() => horseName(rng));
    case 'greyhound':
      return book.unique(() => greyhoundName(rng));
    case 'driver':
    case 'rider':
      return book.unique(() => person(rng, rng.pick(INTERNATIONAL_STYLES), gender));
    case 'pair':
      return book.unique(() => {
        const a = person(rng, rng.pick(INTERNATIONAL_STYLES), gender).split(' ').slice(-1)[0];
        const b = person(rng, rng.pick(INTERNATIONAL_STYLES), gender).split(' ').slice(-1)[0];
        return `${a} / ${b}`;
      });
    case 'player':
      if (sport.slug === 'efootball')
        return book.unique(() => gamerWithClub(rng, clubName(rng, rng.pick(INTERNATIONAL_STYLES))));
      if (sport.slug === 'ebasketball')
        return book.unique(() => gamerWithClub(rng, franchiseName(rng, 'american')));
      return book.unique(() =>
        person(rng, r.code && rng.chance(0.4) ? r.style : rng.pick(INTERNATIONAL_STYLES), gender),
      );
    default:
      break;
  }
  if (sport.category === 'esport') return book.unique(() => esportsTeam(rng));
  if (sport.slug === 'gaelic-football' || sport.slug === 'hurling')
    return book.unique(() => rng.pick(IRISH_COUNTIES));
  const suffix = def.women ? ' W' : '';
  if (franchise(sport, r)) return book.unique(() => franchiseName(rng, style)) + suffix;
  return book.unique(() => clubName(rng, style)) + suffix;
}
