/**
 * Finds the team, competition and sport a question names, over the brand's live catalogue: sports by
 * their name in any of the nine languages, teams and competitions fuzzily (fuse.js), so 'Arsenel' or
 * 'premier leage' still find theirs. Words of the questions themselves ('when', 'play', 'tonight') are
 * never taken for a name.
 */
import Fuse from 'fuse.js';
import type { NameRows } from './repo';

/** Runs of Japanese or Chinese script: written without spaces, so a Latin name runs straight into them. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * Lower case, accents and punctuation gone, one space between words; a run of Japanese or Chinese
 * script is a word of its own ('Arsenalの次の試合' -> 'arsenal の次の試合').
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(CJK_RUN, ' $& ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Edits between two texts, a swap of two neighbouring letters counting as one (optimal string
 * alignment): the typos people make when they type a name.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/** Typos a whole name may carry and still be found: one in every six letters, at least one. */
const typosAllowed = (name: string) => Math.max(1, Math.floor(name.length / 6));

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
      // Wide enough to bring whole names with swapped letters; each hit is then scored (see #best).
      threshold: 0.45,
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
        for (const hit of index.search(phrase, { limit: 3 })) {
          if (hit.score === undefined) continue;
          // A whole name typed with a typo or two (a swap of letters counts as one) is as good as the
          // fuzzy index's near matches, which score such swaps harshly.
          const typos = typoDistance(phrase, hit.item.norm);
          const score =
            typos <= typosAllowed(hit.item.norm)
              ? Math.min(hit.score, typos / hit.item.norm.length)
              : hit.score;
          if (score > MAX_SCORE) continue;
          // A short phrase only counts when it covers most of the name ('PSG', not 'ars' for 'Arsenal').
          if (phrase.length < hit.item.norm.length * 0.5) continue;
          if (
            !best ||
            score < best.score - 1e-9 ||
            (Math.abs(score - best.score) < 1e-9 && phrase.length > best.length)
          ) {
            best = { entry: hit.item, score, length: phrase.length };
          }
        }
      }
    }
    if (!best) return undefined;
    const { id, sportId, name } = best.entry;
    return { id, sportId, name, score: best.score };
  }
}
