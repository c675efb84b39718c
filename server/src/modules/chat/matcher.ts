/**
 * Finds the team, competition and sport a question names, over the brand's live catalogue: sports by
 * their name in any of the nine languages, teams and competitions fuzzily (fuse.js), so 'Arsenel' or
 * 'premier leage' still find theirs. Words of the questions themselves ('when', 'play', 'tonight') are
 * never taken for a name.
 */
import Fuse from 'fuse.js';
import type { NameRows } from './repo';

/** Lower case, accents and punctuation gone, one space between words. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface Named {
  id: number;
  sportId: number;
  name: string;
}

interface Entry extends Named {
  norm: string;
}

export interface Match {
  team?: Named;
  competition?: Named;
  sport?: Named;
}

/** Other names bettors use for a sport, by its slug. */
const SPORT_ALIASES: Record<string, readonly string[]> = {
  football: ['soccer', 'footy', 'futbol', 'fussball', 'calcio'],
  'american-football': ['nfl'],
  basketball: ['nba', 'hoops'],
  'ice-hockey': ['hockey', 'nhl'],
  'horse-racing': ['horses', 'racing', 'races'],
};

/** The best fuzzy score a name must reach (0 is exact). */
const MAX_SCORE = 0.22;

export class CatalogueMatcher {
  readonly #teams: Fuse<Entry>;
  readonly #competitions: Fuse<Entry>;
  readonly #sports: Array<{ sport: Named; phrases: string[] }>;
  readonly #stopwords: ReadonlySet<string>;

  constructor(rows: NameRows, stopwords: ReadonlySet<string>, lang: string) {
    this.#stopwords = stopwords;
    const options = {
      keys: ['norm'],
      includeScore: true,
      threshold: 0.3,
      ignoreLocation: true,
      minMatchCharLength: 3,
    };
    this.#teams = new Fuse(
      rows.participants.map((row) => ({ ...row, norm: normalize(row.name) })),
      options,
    );
    // A competition is searched by its name in every language, shown in the bettor's.
    this.#competitions = new Fuse(
      rows.competitions.flatMap((row) => {
        const shown = row.names[lang] ?? row.names.en ?? '';
        return [...new Set(Object.values(row.names).map(normalize))].map((norm) => ({
          id: row.id,
          sportId: row.sportId,
          name: shown,
          norm,
        }));
      }),
      options,
    );
    this.#sports = rows.sports.map((row) => ({
      sport: { id: row.id, sportId: row.id, name: row.names[lang] ?? row.names.en ?? row.slug },
      phrases: [
        ...new Set([...Object.values(row.names).map(normalize), ...(SPORT_ALIASES[row.slug] ?? [])]),
      ].filter((phrase) => phrase.length > 0),
    }));
  }

  /** The sport a question names: the longest sport name found in it as whole words (or as text in scripts without spaces). */
  sport(question: string): Named | undefined {
    const text = ` ${normalize(question)} `;
    let best: { sport: Named; length: number } | undefined;
    for (const { sport, phrases } of this.#sports) {
      for (const phrase of phrases) {
        const spaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(phrase);
        const found = spaced ? text.includes(phrase) : text.includes(` ${phrase} `);
        if (found && (!best || phrase.length > best.length)) best = { sport, length: phrase.length };
      }
    }
    return best?.sport;
  }

  team(text: string): Named | undefined {
    return this.#best(this.#teams, text);
  }

  competition(text: string): Named | undefined {
    return this.#best(this.#competitions, text);
  }

  /** Everything a question names. A team wins over a competition found in the same words. */
  match(question: string): Match {
    const sport = this.sport(question);
    const team = this.#best(this.#teams, question);
    const competition = this.#best(this.#competitions, question);
    return {
      ...(team ? { team } : {}),
      ...(competition && (!team || competition.score < team.score) ? { competition } : {}),
      ...(sport ? { sport } : {}),
    };
  }

  /** The best entry any run of one to four words of the text matches, with its score. */
  #best(index: Fuse<Entry>, text: string): (Named & { score: number }) | undefined {
    const words = normalize(text).split(' ').filter(Boolean);
    let best: { entry: Entry; score: number; length: number } | undefined;
    for (let size = Math.min(4, words.length); size >= 1; size -= 1) {
      for (let start = 0; start + size <= words.length; start += 1) {
        const gram = words.slice(start, start + size);
        if (gram.every((word) => this.#stopwords.has(word) || word.length < 3)) continue;
        const phrase = gram.join(' ');
        if (phrase.length < 3) continue;
        const [hit] = index.search(phrase, { limit: 1 });
        if (!hit || hit.score === undefined || hit.score > MAX_SCORE) continue;
        // A short phrase only counts when it covers most of the name ('PSG', not 'ars' for 'Arsenal').
        if (phrase.length < hit.item.norm.length * 0.5) continue;
        if (
          !best ||
          hit.score < best.score - 1e-9 ||
          (Math.abs(hit.score - best.score) < 1e-9 && phrase.length > best.length)
        ) {
          best = { entry: hit.item, score: hit.score, length: phrase.length };
        }
      }
    }
    if (!best) return undefined;
    const { id, sportId, name } = best.entry;
    return { id, sportId, name, score: best.score };
  }
}
