/**
 * The simulator reads how each sport is played from the one sport model: domain/play.ts, from the
 * profiles of domain/profiles.ts and the sports (and their kinds) of domain/sports.ts. These names are
 * kept for the callers that still import them from here; new code imports the domain.
 */
export { playOf as profileFor } from '../domain/play';
export type { SportKind } from '../domain/sports';
