/**
 * The words of each push, in the nine languages. The phone shows them as they are, so the server
 * writes them in the device's language (the account brand's first language until the app sets it).
 */
import { type Currency, formatMoney } from '@touchline/betting';
import type { Country, Language, PushBetWonParams, PushMessageKind } from '@touchline/contract';

interface Texts {
  bet_won: { title: string; body: (amount: string) => string };
}

export const PUSH_TEXTS: Record<Language, Texts> = {
  en: { bet_won: { title: 'Bet won', body: (amount) => `Your bet won ${amount}.` } },
  es: { bet_won: { title: 'Apuesta ganada', body: (amount) => `Tu apuesta ha ganado ${amount}.` } },
  de: { bet_won: { title: 'Wette gewonnen', body: (amount) => `Deine Wette hat ${amount} gewonnen.` } },
  fr: { bet_won: { title: 'Pari gagné', body: (amount) => `Votre pari a rapporté ${amount}.` } },
  ro: { bet_won: { title: 'Pariu câștigat', body: (amount) => `Pariul tău a câștigat ${amount}.` } },
  ja: { bet_won: { title: 'ベット的中', body: (amount) => `ベットが的中しました：${amount}` } },
  fi: { bet_won: { title: 'Veto voitti', body: (amount) => `Vetosi voitti ${amount}.` } },
  pt: { bet_won: { title: 'Aposta ganha', body: (amount) => `A sua aposta ganhou ${amount}.` } },
  el: { bet_won: { title: 'Κερδισμένο στοίχημα', body: (amount) => `Το στοίχημά σας κέρδισε ${amount}.` } },
};

/** A notification's title, body and data for a device of this language and country site. */
export function renderPush(
  kind: PushMessageKind,
  params: PushBetWonParams,
  lang: Language,
  country: Country,
): { title: string; body: string; data: Record<string, string> } {
  const texts = PUSH_TEXTS[lang][kind];
  // The device's language with its country site's conventions (de-DE, pt-BR, es-MX, en-GB ...).
  const amount = formatMoney(params.amount, params.currency as Currency, `${lang}-${country}`);
  return {
    title: texts.title,
    body: texts.body(amount),
    data: { kind, bet_id: params.bet_id, path: '/account/bets' },
  };
}
