/**
 * Texts in the nine languages of the sportsbook and their URL slugs.
 * A slug is ASCII kebab-case in every language: Greek is transliterated to Latin, Japanese kana to
 * romaji; a Japanese text with kanji carries its romaji spelling (`jaLatin`) for the slug.
 */

export const LANGS = ['en', 'es', 'de', 'fr', 'ro', 'ja', 'fi', 'pt', 'el'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;

export interface Text {
  names: Localized;
  /** Romaji of the Japanese name, when it has kanji (kana transliterate by themselves). */
  jaLatin?: string;
}

/** A translated text, in the order en, es, de, fr, ro, ja, fi, pt, el. */
export function text(
  en: string,
  es: string,
  de: string,
  fr: string,
  ro: string,
  ja: string,
  fi: string,
  pt: string,
  el: string,
  jaLatin?: string,
): Text {
  const t: Text = { names: { en, es, de, fr, ro, ja, fi, pt, el } };
  if (jaLatin !== undefined) t.jaLatin = jaLatin;
  return t;
}

/** A proper name: the same in every language. */
export function same(name: string): Text {
  return {
    names: { en: name, es: name, de: name, fr: name, ro: name, ja: name, fi: name, pt: name, el: name },
  };
}

/** A template per language with `{name}` holes, e.g. { en: '{p} Cup', es: 'Copa {p}', ... }. */
export interface Template {
  names: Localized;
  /** Romaji template for Japanese templates with kanji. */
  jaLatin?: string;
}

export function template(
  en: string,
  es: string,
  de: string,
  fr: string,
  ro: string,
  ja: string,
  fi: string,
  pt: string,
  el: string,
  jaLatin?: string,
): Template {
  return text(en, es, de, fr, ro, ja, fi, pt, el, jaLatin);
}

function fill(pattern: string, vars: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** Fills a template with texts or plain values in every language, keeping the Japanese romaji in step. */
export function render(tpl: Template, vars: Record<string, Text | string | number>): Text {
  const names = {} as Localized;
  for (const lang of LANGS) {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(vars)) {
      values[key] = typeof value === 'object' ? value.names[lang] : String(value);
    }
    names[lang] = fill(tpl.names[lang], values).replace(/\s+/g, ' ').trim();
  }
  const needsLatin =
    tpl.jaLatin !== undefined || Object.values(vars).some((v) => typeof v === 'object' && v.jaLatin);
  if (!needsLatin) return { names };
  const latinValues: Record<string, string> = {};
  for (const [key, value] of Object.entries(vars)) {
    latinValues[key] = typeof value === 'object' ? (value.jaLatin ?? value.names.ja) : String(value);
  }
  return {
    names,
    jaLatin: fill(tpl.jaLatin ?? tpl.names.ja, latinValues)
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

// ------------------------------------------------------------------------------------ slugs

const KATAKANA: Record<string, string> = {
  ア: 'a',
  イ: 'i',
  ウ: 'u',
  エ: 'e',
  オ: 'o',
  カ: 'ka',
  キ: 'ki',
  ク: 'ku',
  ケ: 'ke',
  コ: 'ko',
  ガ: 'ga',
  ギ: 'gi',
  グ: 'gu',
  ゲ: 'ge',
  ゴ: 'go',
  サ: 'sa',
  シ: 'shi',
  ス: 'su',
  セ: 'se',
  ソ: 'so',
  ザ: 'za',
  ジ: 'ji',
  ズ: 'zu',
  ゼ: 'ze',
  ゾ: 'zo',
  タ: 'ta',
  チ: 'chi',
  ツ: 'tsu',
  テ: 'te',
  ト: 'to',
  ダ: 'da',
  ヂ: 'ji',
  ヅ: 'zu',
  デ: 'de',
  ド: 'do',
  ナ: 'na',
  ニ: 'ni',
  ヌ: 'nu',
  ネ: 'ne',
  ノ: 'no',
  ハ: 'ha',
  ヒ: 'hi',
  フ: 'fu',
  ヘ: 'he',
  ホ: 'ho',
  バ: 'ba',
  ビ: 'bi',
  ブ: 'bu',
  ベ: 'be',
  ボ: 'bo',
  パ: 'pa',
  ピ: 'pi',
  プ: 'pu',
  ペ: 'pe',
  ポ: 'po',
  マ: 'ma',
  ミ: 'mi',
  ム: 'mu',
  メ: 'me',
  モ: 'mo',
  ヤ: 'ya',
  ユ: 'yu',
  ヨ: 'yo',
  ラ: 'ra',
  リ: 'ri',
  ル: 'ru',
  レ: 're',
  ロ: 'ro',
  ワ: 'wa',
  ヲ: 'o',
  ン: 'n',
  ヴ: 'vu',
  ァ: 'a',
  ィ: 'i',
  ゥ: 'u',
  ェ: 'e',
  ォ: 'o',
  ャ: 'ya',
  ュ: 'yu',
  ョ: 'yo',
};

/** Two-kana sounds (a consonant kana followed by a small vowel or y-kana). */
const KATAKANA_PAIRS: Record<string, string> = {
  キャ: 'kya',
  キュ: 'kyu',
  キョ: 'kyo',
  ギャ: 'gya',
  ギュ: 'gyu',
  ギョ: 'gyo',
  シャ: 'sha',
  シュ: 'shu',
  ショ: 'sho',
  シェ: 'she',
  ジャ: 'ja',
  ジュ: 'ju',
  ジョ: 'jo',
  ジェ: 'je',
  チャ: 'cha',
  チュ: 'chu',
  チョ: 'cho',
  チェ: 'che',
  ニャ: 'nya',
  ニュ: 'nyu',
  ニョ: 'nyo',
  ヒャ: 'hya',
  ヒュ: 'hyu',
  ヒョ: 'hyo',
  ビャ: 'bya',
  ビュ: 'byu',
  ビョ: 'byo',
  ピャ: 'pya',
  ピュ: 'pyu',
  ピョ: 'pyo',
  ミャ: 'mya',
  ミュ: 'myu',
  ミョ: 'myo',
  リャ: 'rya',
  リュ: 'ryu',
  リョ: 'ryo',
  ティ: 'ti',
  ディ: 'di',
  テュ: 'tyu',
  デュ: 'dyu',
  トゥ: 'tu',
  ドゥ: 'du',
  ファ: 'fa',
  フィ: 'fi',
  フェ: 'fe',
  フォ: 'fo',
  フュ: 'fyu',
  ウィ: 'wi',
  ウェ: 'we',
  ウォ: 'wo',
  ヴァ: 'va',
  ヴィ: 'vi',
  ヴェ: 've',
  ヴォ: 'vo',
  ツァ: 'tsa',
  ツェ: 'tse',
  ツォ: 'tso',
  イェ: 'ye',
};

const toKatakana = (ch: string): string => {
  const code = ch.charCodeAt(0);
  return code >= 0x3041 && code <= 0x3096 ? String.fromCharCode(code + 0x60) : ch;
};

/** Kana to romaji (simplified Hepburn, long vowels dropped); other characters pass through. */
export function kanaToRomaji(input: string): string {
  const chars = [...input].map(toKatakana);
  let out = '';
  let geminate = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === 'ッ') {
      geminate = true;
      continue;
    }
    if (ch === 'ー') continue;
    if (ch === '・' || ch === '　') {
      out += ' ';
      continue;
    }
    const pair = KATAKANA_PAIRS[ch + (chars[i + 1] ?? '')];
    let syllable = pair ?? KATAKANA[ch];
    if (pair) i++;
    if (syllable === undefined) {
      out += ch;
      geminate = false;
      continue;
    }
    if (geminate) {
      syllable = syllable.startsWith('ch') ? `t${syllable}` : `${syllable[0]}${syllable}`;
      geminate = false;
    }
    out += syllable;
  }
  return out;
}

const GREEK_PAIRS: Array<[string, string, string]> = [
  // [pair, at word start, elsewhere]
  ['μπ', 'b', 'mp'],
  ['ντ', 'd', 'nt'],
  ['γκ', 'g', 'gk'],
  ['γγ', 'ng', 'ng'],
  ['ου', 'ou', 'ou'],
  ['αι', 'ai', 'ai'],
  ['ει', 'ei', 'ei'],
  ['οι', 'oi', 'oi'],
  ['αυ', 'av', 'av'],
  ['ευ', 'ev', 'ev'],
  ['τσ', 'ts', 'ts'],
  ['τζ', 'tz', 'tz'],
];
const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Greek to Latin (ELOT 743 style, with the usual initial μπ/ντ/γκ sounds). */
export function greekToLatin(input: string): string {
  const s = input.toLowerCase();
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const atStart = i === 0 || !/\p{L}/u.test(s[i - 1] as string);
    const two = s.slice(i, i + 2);
    const pair = GREEK_PAIRS.find(([p]) => p === two);
    if (pair) {
      out += atStart ? pair[1] : pair[2];
      i++;
      continue;
    }
    const ch = s[i] as string;
    out += GREEK[ch] ?? ch;
  }
  return out;
}

const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '&': ' and ',
};

/**
 * An ASCII kebab-case slug of a text written in `lang`. With `strict`, a character that cannot be
 * transliterated (kanji without romaji) throws, so the generator's tests catch a missing spelling.
 */
export function slugify(input: string, lang: Lang = 'en', strict = false): string {
  // Kana first: decomposing them would strip the voicing marks (バ -> ハ).
  let s = /[\u3040-\u30ff]/.test(input) ? kanaToRomaji(input.normalize('NFC')) : input;
  s = s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (lang === 'el' || /[\u0370-\u03ff]/.test(s)) s = greekToLatin(s);
  s = [...s].map((ch) => LATIN_SPECIAL[ch] ?? ch).join('');
  if (strict && /[^\p{ASCII}]/u.test(s))
    throw new Error(`cannot transliterate "${input}" (${lang}) to ASCII`);
  return s
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of a text in every language; falls back to the English slug where a language gives none. */
export function slugsOf(t: Text, strict = false): Localized {
  const en = slugify(t.names.en, 'en', strict);
  const out = {} as Localized;
  for (const lang of LANGS) {
    const source = lang === 'ja' ? (t.jaLatin ?? t.names.ja) : t.names[lang];
    out[lang] = slugify(source, lang, strict) || en;
  }
  return out;
}
