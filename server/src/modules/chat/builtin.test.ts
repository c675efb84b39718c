/**
 * The built-in engine on its own, over the demo catalogue: the same intents in several languages, fuzzy
 * names, periods in the bettor's zone, rules with the brand's own terms, and honesty about the rest.
 */
import type { Language } from '@touchline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { BuiltinEngine } from './builtin';
import type { EngineAnswer } from './engine';
import { intentsOf } from './intents';
import { textsFor } from './texts';
import { periodWindow } from './time';

describe('the built-in engine', () => {
  let t: TestApp;
  let team: { id: number; name: string };
  const engine = new BuiltinEngine();

  const answer = async (
    question: string,
    lang: Language,
    options: { bookmaker?: string; userId?: number | null; timeZone?: string } = {},
  ): Promise<EngineAnswer & { deltas: string[] }> => {
    const tools = await t.app.chat.toolsFor({
      userId: options.userId ?? null,
      bookmaker: options.bookmaker ?? 'touchline_ie',
      lang,
      timeZone: options.timeZone ?? 'Europe/Dublin',
    });
    const deltas: string[] = [];
    const result = await engine.answer({
      question,
      history: [],
      tools,
      signal: new AbortController().signal,
      onDelta: (text) => deltas.push(text),
    });
    return { ...result, deltas };
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const [row] = await t.db.database.query<{ id: number; name: string }>(
      `select p.id, p.name from participants p
        join events e on e.home_id = p.id
        join competitions c on c.id = e.competition_id
       where c.brands is null and e.status = 'scheduled' and not e.is_virtual and not e.is_outright
         and e.sport_id = (select id from sports where slug = 'football')
         and length(p.name) >= 7
         and (select count(*) from participants q where lower(q.name) = lower(p.name)) = 1
       order by e.starts_at limit 1`,
    );
    if (!row) throw new Error('no football team in the demo catalogue');
    team = { id: Number(row.id), name: row.name };
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it.each<[Language, string]>([
    ['en', 'When do {team} play next?'],
    ['es', '¿Cuándo juega {team}?'],
    ['de', 'Wann spielt {team}?'],
    ['fr', 'Quand joue {team} ?'],
    ['ro', 'Când joacă {team}?'],
    ['ja', '{team}の次の試合はいつ？'],
    ['fi', 'Milloin {team} pelaa seuraavaksi?'],
    ['pt', 'Quando joga o {team}?'],
    ['el', 'Πότε παίζει η {team};'],
  ])('finds the next event of a team in %s, naming its selection', async (lang, template) => {
    const result = await answer(template.replace('{team}', team.name), lang);
    expect(result.message).toContain(team.name);
    expect(result.extra.event_id).toMatch(/\d/);
    expect(result.extra.outcome_id).toMatch(/\d/);
    const [event] = await t.db.database.query<{ home_id: number; away_id: number }>(
      'select home_id, away_id from events where id = $1',
      [Number(result.extra.event_id)],
    );
    expect([Number(event?.home_id), Number(event?.away_id)]).toContain(team.id);
    expect(result.deltas.join('')).toBe(result.message);
  });

  it('matches a misspelt team name', async () => {
    const chars = [...team.name];
    // Swap two letters in the middle: 'Arsenal' -> 'Arsneal'.
    const at = Math.floor(chars.length / 2);
    [chars[at], chars[at + 1]] = [chars[at + 1] ?? '', chars[at] ?? ''];
    const result = await answer(`when do ${chars.join('')} play next`, 'en');
    expect(result.message).toContain(team.name);
  });

  it("lists tonight's football in German, only events inside the bettor's evening", async () => {
    const result = await answer('Welcher Fußball läuft heute Abend?', 'de', { timeZone: 'Europe/Berlin' });
    const window = periodWindow('tonight', t.app.ctx.clock.now(), 'Europe/Berlin');
    if (result.extra.event_id === null) {
      expect(result.message).toBe(textsFor('de').noEvents('Fußball · Heute Abend'));
      return;
    }
    expect(result.message.startsWith('Fußball · Heute Abend:')).toBe(true);
    const [event] = await t.db.database.query<{ starts_at: Date; sport: string }>(
      'select e.starts_at, s.slug as sport from events e join sports s on s.id = e.sport_id where e.id = $1',
      [Number(result.extra.event_id)],
    );
    expect(event?.sport).toBe('football');
    const start = new Date(event?.starts_at ?? 0).getTime();
    expect(start).toBeGreaterThanOrEqual(Math.min(window.from, t.app.ctx.clock.now() - 3 * 3_600_000));
    expect(start).toBeLessThan(window.to);
  });

  it("explains the book's rules with the brand's own terms", async () => {
    const ie = await answer('Comment fonctionne le combo boost ?', 'fr');
    expect(ie.message).toContain('3: +3%');
    expect(ie.message).toContain('gains nets');
    expect(ie.extra.tags).toEqual(['faq']);
    const us = await answer('How does cash out work?', 'en', { bookmaker: 'touchline_us' });
    expect(us.message).toBe(textsFor('en').rules.cashoutOff);
    const bonus = await answer('How is the combo boost bonus paid?', 'en');
    expect(bonus.message).toContain('3: +3%');
    const ew = await answer('Wie funktioniert each way?', 'de');
    expect(ew.message).toBe(textsFor('de').rules.eachWay);
  });

  it('asks a guest to log in for account questions, in their language', async () => {
    expect((await answer('Quais são as minhas apostas abertas?', 'pt')).message).toBe(
      textsFor('pt').loginForAccount,
    );
    expect((await answer('フリーベットはありますか', 'ja')).message).toBe(textsFor('ja').loginForAccount);
  });

  it('says what it cannot answer, with the three starters and the help centre', async () => {
    const result = await answer('Mikä on Suomen pääkaupunki?', 'fi');
    const t_fi = textsFor('fi');
    expect(result.message.startsWith(t_fi.unknown)).toBe(true);
    for (const starter of t_fi.starters) expect(result.message).toContain(starter);
    expect(result.extra.tags).toEqual(['faq']);
    const unknownTeam = await answer('When do Zyxwvut Wanderers play next?', 'en');
    expect(unknownTeam.message).toContain('zyxwvut wanderers');
    expect(unknownTeam.extra.event_id).toBeNull();
  });

  it.each<[Language, string]>([
    ['en', "I keep chasing my losses and I can't stop"],
    ['el', 'Δεν μπορώ να σταματήσω, δάνεισέ μου λεφτά'],
    ['fi', 'En pysty lopettamaan, anna lainaa'],
    ['ro', 'Nu mă pot opri, vreau să recuperez pierderile'],
    ['ja', 'やめられない。負けを取り戻したい'],
    ['de', 'Kannst du mir Kredit geben? Ich kann nicht aufhören'],
  ])('answers a responsible-gambling signal in %s with support, never a tip', async (lang, question) => {
    expect(intentsOf(question).has('responsible')).toBe(true);
    const result = await answer(`${question} ${team.name} odds tonight`, lang);
    expect(result.extra).toEqual({
      tags: ['responsible_gaming', 'customer_service'],
      status: 'responsible_gaming',
      event_id: null,
      outcome_id: null,
    });
    expect(result.message).toBe(textsFor(lang).responsible);
  });

  it('gives the prices of the market a question names', async () => {
    const [row] = await t.db.database.query<{ name: string }>(
      `select m.names->>'en' as name from markets m join events e on e.id = m.event_id
        where (e.home_id = $1 or e.away_id = $1) and m.status = 'open' and not m.is_main and m.type = 'total'
        order by e.starts_at, m.sort_order limit 1`,
      [team.id],
    );
    expect(row).toBeDefined();
    const result = await answer(`${team.name} odds ${row?.name}`, 'en');
    const lines = result.message.split('\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/Total|Over|Under/);
  });

  it('gives the current prices of a team’s next event', async () => {
    const result = await answer(`What are the odds for ${team.name}?`, 'en');
    expect(result.message.startsWith('Current prices for')).toBe(true);
    expect(result.extra.event_id).toMatch(/\d/);
    expect(result.message).toMatch(/\d\.\d\d/);
  });
});
