/**
 * What Bet AI says, in the nine languages of the product: the built-in engine's answer templates, the
 * refusals of the socket, the responsible-gambling answer and the notifications. Facts (names, prices,
 * amounts, times) are filled in from the tools; nothing here states a fact of its own.
 */
import type { Language } from '@touchline/contract';

export interface ChatTexts {
  /** The three suggested starter questions, also offered when a question is not understood. */
  starters: readonly [string, string, string];
  /** '{team} play next: {event}, {when} ({competition}).' */
  nextMatch(team: string, event: string, when: string, competition: string): string;
  /** 'Price for {outcome}: {odds}.' */
  pick(outcome: string, odds: string): string;
  noUpcoming(name: string): string;
  /** Heading of a list of events: what was asked ('Football tonight'). */
  eventsHeader(what: string): string;
  noEvents(what: string): string;
  periods: Record<'today' | 'tonight' | 'tomorrow' | 'weekend' | 'upcoming', string>;
  liveHeader: string;
  noLive: string;
  pricesHeader(event: string): string;
  noPrices(event: string): string;
  /** Asked for prices without naming an event. */
  whichEvent: string;
  openBetsHeader(count: number): string;
  noOpenBets: string;
  /** Account questions from a guest. */
  loginForAccount: string;
  rewardsHeader: string;
  noRewards: string;
  freeBetLine(name: string, amount: string, expires: string | null): string;
  boostLine(name: string, percent: string, max: string, expires: string | null): string;
  rules: {
    eachWay: string;
    system: string;
    cashoutOn: string;
    cashoutOff: string;
    comboBoost(ladder: string, mode: 'net' | 'gross'): string;
    comboBoostNone: string;
  };
  /** The answer to a responsible-gambling signal: never a tip. */
  responsible: string;
  /** What the built-in engine cannot answer. */
  unknown: string;
  greeting: string;
  errors: {
    loginRequired: string;
    rateLimited: string;
    invalidQuestion: string;
    sessionUnknown: string;
    timeout: string;
    server: string;
  };
  notifications: {
    freeBetTitle: string;
    freeBetMessage(name: string, amount: string, when: string): string;
    freeBetCta: string;
    freeBetQuestion: string;
    liveTitle: string;
    liveMessage(team: string, event: string): string;
    liveCta: string;
    liveQuestion(team: string): string;
    boostTitle: string;
    boostMessage(name: string, percent: string): string;
    boostCta: string;
    boostQuestion: string;
  };
}

const en: ChatTexts = {
  starters: ["What's on tonight in football?", 'What are my open bets?', 'How does cash-out work?'],
  nextMatch: (team, event, when, competition) => `${team} play next: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Price for ${outcome}: ${odds}.`,
  noUpcoming: (name) => `I can't find an upcoming event for ${name} in our book right now.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `There is nothing in our book for ${what} right now.`,
  periods: {
    today: 'today',
    tonight: 'tonight',
    tomorrow: 'tomorrow',
    weekend: 'this weekend',
    upcoming: 'coming up',
  },
  liveHeader: 'Live now:',
  noLive: 'Nothing matching is live right now.',
  pricesHeader: (event) => `Current prices for ${event}:`,
  noPrices: (event) => `${event} has no open prices right now.`,
  whichEvent: 'Which match do you mean? Name a team or a competition and I will look up its prices.',
  openBetsHeader: (count) => (count === 1 ? 'You have 1 open bet:' : `You have ${count} open bets:`),
  noOpenBets: 'You have no open bets.',
  loginForAccount: 'Please log in and I can look at your own bets, free bets and boost tokens.',
  rewardsHeader: 'Your rewards:',
  noRewards: 'You have no free bets or boost tokens to use right now.',
  freeBetLine: (name, amount, expires) =>
    `Free bet "${name}": ${amount}${expires ? `, expires ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Boost token "${name}": +${percent} on winnings up to ${max}${expires ? `, expires ${expires}` : ''}`,
  rules: {
    eachWay:
      'An each-way bet is two bets of the same stake: one for the selection to win, one for it to place. The place part pays the fraction of the odds and the number of places shown on the race, so the total stake is twice the stake per way.',
    system:
      'A system bet covers every combination of a chosen size from your selections: a 2/3 system is three doubles from three selections. Each combination is one line with the stake per line, and every winning line pays on its own.',
    cashoutOn:
      'Cash-out lets you settle an open bet before its events end, at the offer shown in My Bets; the offer follows the current prices and you can cash out all or part of a bet.',
    cashoutOff: 'Cash-out is not offered on this site.',
    comboBoost: (ladder, mode) =>
      `Combo boost adds a bonus to accumulators by number of eligible selections: ${ladder}. It is paid on the ${mode === 'net' ? 'net winnings' : 'whole return'}.`,
    comboBoostNone: 'This site does not offer a combo boost.',
  },
  responsible:
    "It sounds like betting may be getting hard to control, and that matters more than any bet. I won't suggest bets now. You can set deposit limits, take a time-out or exclude yourself in your safe gambling tools, and our customer service is there to help, as are free, confidential support services in your country.",
  unknown:
    "Sorry, I can't answer that from our book. I can find matches and prices, live scores, your open bets, free bets and boost tokens, and explain the rules. Try one of these, or visit the Help Center:",
  greeting: 'Hello! I am Bet AI. Ask me about matches, prices, live scores, your bets or our rules.',
  errors: {
    loginRequired: 'Please log in to keep chatting with Bet AI.',
    rateLimited: 'You are sending messages too quickly. Please wait a moment.',
    invalidQuestion: 'Please write a question of at most 2,000 characters.',
    sessionUnknown: 'This chat session is not yours or has ended. Please start a new one.',
    timeout: 'Bet AI took too long to answer. Please try again.',
    server: 'Bet AI could not answer just now. Please try again.',
  },
  notifications: {
    freeBetTitle: 'Your free bet expires soon',
    freeBetMessage: (name, amount, when) => `"${name}" (${amount}) expires ${when}.`,
    freeBetCta: 'Find a bet',
    freeBetQuestion: 'What are my free bets?',
    liveTitle: 'Your team is live',
    liveMessage: (team, event) => `${team} are playing now: ${event}.`,
    liveCta: 'See the score',
    liveQuestion: (team) => `What is the live score of ${team}?`,
    boostTitle: 'You have an unused boost token',
    boostMessage: (name, percent) => `"${name}" adds ${percent} to your winnings.`,
    boostCta: 'Use it',
    boostQuestion: 'What are my boost tokens?',
  },
};

const es: ChatTexts = {
  starters: [
    '¿Qué fútbol hay esta noche?',
    '¿Cuáles son mis apuestas abiertas?',
    '¿Cómo funciona el cash-out?',
  ],
  nextMatch: (team, event, when, competition) =>
    `${team} juega su próximo partido: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Cuota de ${outcome}: ${odds}.`,
  noUpcoming: (name) => `Ahora mismo no encuentro ningún evento próximo de ${name} en nuestra oferta.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Ahora mismo no hay nada en nuestra oferta para ${what}.`,
  periods: {
    today: 'hoy',
    tonight: 'esta noche',
    tomorrow: 'mañana',
    weekend: 'este fin de semana',
    upcoming: 'próximamente',
  },
  liveHeader: 'En directo ahora:',
  noLive: 'Ahora mismo no hay nada así en directo.',
  pricesHeader: (event) => `Cuotas actuales de ${event}:`,
  noPrices: (event) => `${event} no tiene cuotas abiertas ahora mismo.`,
  whichEvent: '¿Qué partido quieres decir? Dime un equipo o una competición y buscaré sus cuotas.',
  openBetsHeader: (count) =>
    count === 1 ? 'Tienes 1 apuesta abierta:' : `Tienes ${count} apuestas abiertas:`,
  noOpenBets: 'No tienes apuestas abiertas.',
  loginForAccount: 'Inicia sesión y podré consultar tus apuestas, apuestas gratis y tokens de boost.',
  rewardsHeader: 'Tus recompensas:',
  noRewards: 'Ahora mismo no tienes apuestas gratis ni tokens de boost.',
  freeBetLine: (name, amount, expires) =>
    `Apuesta gratis "${name}": ${amount}${expires ? `, caduca ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Token de boost "${name}": +${percent} en las ganancias hasta ${max}${expires ? `, caduca ${expires}` : ''}`,
  rules: {
    eachWay:
      'Una apuesta each way son dos apuestas con el mismo importe: una a que la selección gana y otra a que queda colocada. La parte de colocado paga la fracción de la cuota y las plazas indicadas en la carrera, así que el importe total es el doble del importe por apuesta.',
    system:
      'Una apuesta de sistema cubre todas las combinaciones de un tamaño elegido: un sistema 2/3 son tres dobles con tres selecciones. Cada combinación es una línea con su importe y cada línea ganadora paga por sí sola.',
    cashoutOn:
      'El cash-out te permite cerrar una apuesta abierta antes de que terminen sus eventos, por la oferta que ves en Mis apuestas; la oferta sigue las cuotas actuales y puedes cobrar toda la apuesta o una parte.',
    cashoutOff: 'Este sitio no ofrece cash-out.',
    comboBoost: (ladder, mode) =>
      `El combo boost añade un bono a las combinadas según el número de selecciones válidas: ${ladder}. Se paga sobre ${mode === 'net' ? 'las ganancias netas' : 'el retorno total'}.`,
    comboBoostNone: 'Este sitio no ofrece combo boost.',
  },
  responsible:
    'Parece que apostar se te está haciendo difícil de controlar, y eso importa más que cualquier apuesta. Ahora no te voy a sugerir apuestas. En tus herramientas de juego seguro puedes fijar límites de depósito, tomarte un descanso o autoexcluirte; nuestro servicio de atención al cliente está para ayudarte, igual que los servicios de apoyo gratuitos y confidenciales de tu país.',
  unknown:
    'Lo siento, no puedo responder a eso con nuestra oferta. Puedo buscar partidos y cuotas, resultados en directo, tus apuestas abiertas, apuestas gratis y tokens de boost, y explicar las reglas. Prueba una de estas preguntas o visita el Centro de ayuda:',
  greeting:
    '¡Hola! Soy Bet AI. Pregúntame por partidos, cuotas, resultados en directo, tus apuestas o nuestras reglas.',
  errors: {
    loginRequired: 'Inicia sesión para seguir hablando con Bet AI.',
    rateLimited: 'Estás enviando mensajes demasiado rápido. Espera un momento.',
    invalidQuestion: 'Escribe una pregunta de 2000 caracteres como máximo.',
    sessionUnknown: 'Esta sesión de chat no es tuya o ha terminado. Empieza una nueva.',
    timeout: 'Bet AI ha tardado demasiado en responder. Inténtalo de nuevo.',
    server: 'Bet AI no ha podido responder ahora. Inténtalo de nuevo.',
  },
  notifications: {
    freeBetTitle: 'Tu apuesta gratis caduca pronto',
    freeBetMessage: (name, amount, when) => `"${name}" (${amount}) caduca ${when}.`,
    freeBetCta: 'Buscar apuesta',
    freeBetQuestion: '¿Cuáles son mis apuestas gratis?',
    liveTitle: 'Tu equipo juega ahora',
    liveMessage: (team, event) => `${team} está jugando: ${event}.`,
    liveCta: 'Ver el marcador',
    liveQuestion: (team) => `¿Cuál es el resultado en directo de ${team}?`,
    boostTitle: 'Tienes un token de boost sin usar',
    boostMessage: (name, percent) => `"${name}" añade un ${percent} a tus ganancias.`,
    boostCta: 'Usarlo',
    boostQuestion: '¿Cuáles son mis tokens de boost?',
  },
};

const de: ChatTexts = {
  starters: [
    'Welcher Fußball läuft heute Abend?',
    'Welche offenen Wetten habe ich?',
    'Wie funktioniert Cash-out?',
  ],
  nextMatch: (team, event, when, competition) =>
    `Das nächste Spiel von ${team}: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Quote für ${outcome}: ${odds}.`,
  noUpcoming: (name) => `Ich finde gerade kein kommendes Ereignis von ${name} in unserem Angebot.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Für ${what} ist gerade nichts in unserem Angebot.`,
  periods: {
    today: 'Heute',
    tonight: 'Heute Abend',
    tomorrow: 'Morgen',
    weekend: 'Dieses Wochenende',
    upcoming: 'Demnächst',
  },
  liveHeader: 'Jetzt live:',
  noLive: 'Dazu ist gerade nichts live.',
  pricesHeader: (event) => `Aktuelle Quoten für ${event}:`,
  noPrices: (event) => `Für ${event} gibt es gerade keine offenen Quoten.`,
  whichEvent: 'Welches Spiel meinst du? Nenne ein Team oder einen Wettbewerb, dann suche ich die Quoten.',
  openBetsHeader: (count) => (count === 1 ? 'Du hast 1 offene Wette:' : `Du hast ${count} offene Wetten:`),
  noOpenBets: 'Du hast keine offenen Wetten.',
  loginForAccount: 'Bitte melde dich an, dann kann ich deine Wetten, Gratiswetten und Boost-Token ansehen.',
  rewardsHeader: 'Deine Prämien:',
  noRewards: 'Du hast gerade keine Gratiswetten oder Boost-Token.',
  freeBetLine: (name, amount, expires) =>
    `Gratiswette „${name}“: ${amount}${expires ? `, läuft ab ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Boost-Token „${name}“: +${percent} auf den Gewinn bis ${max}${expires ? `, läuft ab ${expires}` : ''}`,
  rules: {
    eachWay:
      'Eine Each-Way-Wette sind zwei Wetten mit gleichem Einsatz: eine auf Sieg, eine auf Platz. Der Platzteil zahlt den beim Rennen angegebenen Bruchteil der Quote für die angegebenen Plätze; der Gesamteinsatz ist also doppelt so hoch wie der Einsatz pro Teil.',
    system:
      'Eine Systemwette deckt alle Kombinationen einer gewählten Größe aus deinen Tipps ab: ein System 2/3 sind drei Zweierkombinationen aus drei Tipps. Jede Kombination ist eine Reihe mit dem Einsatz pro Reihe, und jede gewonnene Reihe zahlt für sich.',
    cashoutOn:
      'Mit Cash-out rechnest du eine offene Wette vor dem Ende ihrer Ereignisse zum Angebot unter Meine Wetten ab; das Angebot folgt den aktuellen Quoten, und du kannst die ganze Wette oder einen Teil auszahlen lassen.',
    cashoutOff: 'Auf dieser Seite gibt es kein Cash-out.',
    comboBoost: (ladder, mode) =>
      `Der Kombi-Boost gibt Kombiwetten einen Bonus nach Anzahl der berechtigten Tipps: ${ladder}. Er wird auf ${mode === 'net' ? 'den Nettogewinn' : 'die gesamte Auszahlung'} gezahlt.`,
    comboBoostNone: 'Diese Seite bietet keinen Kombi-Boost.',
  },
  responsible:
    'Es klingt, als würde das Wetten schwer zu kontrollieren, und das ist wichtiger als jede Wette. Ich schlage dir jetzt keine Wetten vor. In deinen Tools für sicheres Spielen kannst du Einzahlungslimits setzen, eine Auszeit nehmen oder dich sperren lassen; unser Kundenservice hilft dir, ebenso kostenlose und vertrauliche Beratungsstellen in deinem Land.',
  unknown:
    'Das kann ich leider nicht aus unserem Angebot beantworten. Ich finde Spiele und Quoten, Live-Ergebnisse, deine offenen Wetten, Gratiswetten und Boost-Token und erkläre die Regeln. Probiere eine dieser Fragen oder besuche das Hilfe-Center:',
  greeting:
    'Hallo! Ich bin Bet AI. Frag mich nach Spielen, Quoten, Live-Ergebnissen, deinen Wetten oder unseren Regeln.',
  errors: {
    loginRequired: 'Bitte melde dich an, um weiter mit Bet AI zu chatten.',
    rateLimited: 'Du sendest zu schnell Nachrichten. Bitte warte einen Moment.',
    invalidQuestion: 'Bitte schreibe eine Frage mit höchstens 2000 Zeichen.',
    sessionUnknown: 'Diese Chat-Sitzung gehört nicht dir oder ist beendet. Bitte starte eine neue.',
    timeout: 'Bet AI hat zu lange gebraucht. Bitte versuche es noch einmal.',
    server: 'Bet AI konnte gerade nicht antworten. Bitte versuche es noch einmal.',
  },
  notifications: {
    freeBetTitle: 'Deine Gratiswette läuft bald ab',
    freeBetMessage: (name, amount, when) => `„${name}“ (${amount}) läuft ab ${when}.`,
    freeBetCta: 'Wette finden',
    freeBetQuestion: 'Welche Gratiswetten habe ich?',
    liveTitle: 'Dein Team spielt live',
    liveMessage: (team, event) => `${team} spielt gerade: ${event}.`,
    liveCta: 'Spielstand ansehen',
    liveQuestion: (team) => `Wie steht es live bei ${team}?`,
    boostTitle: 'Du hast einen ungenutzten Boost-Token',
    boostMessage: (name, percent) => `„${name}“ erhöht deinen Gewinn um ${percent}.`,
    boostCta: 'Einsetzen',
    boostQuestion: 'Welche Boost-Token habe ich?',
  },
};

const fr: ChatTexts = {
  starters: [
    'Quel football ce soir ?',
    'Quels sont mes paris en cours ?',
    'Comment fonctionne le cash-out ?',
  ],
  nextMatch: (team, event, when, competition) =>
    `Prochain match de ${team} : ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Cote de ${outcome} : ${odds}.`,
  noUpcoming: (name) => `Je ne trouve pas d’événement à venir pour ${name} dans notre offre pour le moment.`,
  eventsHeader: (what) => `${what} :`,
  noEvents: (what) => `Il n’y a rien dans notre offre pour ${what} pour le moment.`,
  periods: {
    today: 'Aujourd’hui',
    tonight: 'Ce soir',
    tomorrow: 'Demain',
    weekend: 'Ce week-end',
    upcoming: 'À venir',
  },
  liveHeader: 'En direct :',
  noLive: 'Rien de tel n’est en direct pour le moment.',
  pricesHeader: (event) => `Cotes actuelles pour ${event} :`,
  noPrices: (event) => `${event} n’a pas de cotes ouvertes pour le moment.`,
  whichEvent: 'De quel match parlez-vous ? Nommez une équipe ou une compétition et je cherche ses cotes.',
  openBetsHeader: (count) =>
    count === 1 ? 'Vous avez 1 pari en cours :' : `Vous avez ${count} paris en cours :`,
  noOpenBets: 'Vous n’avez aucun pari en cours.',
  loginForAccount: 'Connectez-vous et je pourrai consulter vos paris, paris gratuits et jetons boost.',
  rewardsHeader: 'Vos récompenses :',
  noRewards: 'Vous n’avez pas de pari gratuit ni de jeton boost à utiliser pour le moment.',
  freeBetLine: (name, amount, expires) =>
    `Pari gratuit « ${name} » : ${amount}${expires ? `, expire ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Jeton boost « ${name} » : +${percent} sur les gains jusqu’à ${max}${expires ? `, expire ${expires}` : ''}`,
  rules: {
    eachWay:
      'Un pari each way, ce sont deux paris de même mise : l’un sur la victoire, l’autre sur la place. La partie placé paie la fraction de la cote et le nombre de places indiqués pour la course ; la mise totale est donc le double de la mise par partie.',
    system:
      'Un pari système couvre toutes les combinaisons d’une taille choisie parmi vos sélections : un système 2/3, ce sont trois doubles avec trois sélections. Chaque combinaison est une ligne avec sa mise, et chaque ligne gagnante paie séparément.',
    cashoutOn:
      'Le cash-out vous permet de régler un pari en cours avant la fin de ses événements, au montant proposé dans Mes paris ; l’offre suit les cotes actuelles et vous pouvez encaisser tout ou partie du pari.',
    cashoutOff: 'Ce site ne propose pas le cash-out.',
    comboBoost: (ladder, mode) =>
      `Le combo boost ajoute un bonus aux combinés selon le nombre de sélections éligibles : ${ladder}. Il est payé sur ${mode === 'net' ? 'les gains nets' : 'le retour total'}.`,
    comboBoostNone: 'Ce site ne propose pas de combo boost.',
  },
  responsible:
    'On dirait que le jeu devient difficile à contrôler, et c’est plus important que n’importe quel pari. Je ne vais pas vous proposer de paris maintenant. Dans vos outils de jeu responsable, vous pouvez fixer des limites de dépôt, faire une pause ou vous auto-exclure ; notre service client est là pour vous aider, tout comme les services d’aide gratuits et confidentiels de votre pays.',
  unknown:
    'Désolé, je ne peux pas répondre à cela à partir de notre offre. Je peux trouver des matchs et des cotes, les scores en direct, vos paris en cours, paris gratuits et jetons boost, et expliquer les règles. Essayez l’une de ces questions ou consultez le Centre d’aide :',
  greeting:
    'Bonjour ! Je suis Bet AI. Demandez-moi des matchs, des cotes, des scores en direct, vos paris ou nos règles.',
  errors: {
    loginRequired: 'Connectez-vous pour continuer à discuter avec Bet AI.',
    rateLimited: 'Vous envoyez des messages trop vite. Patientez un instant.',
    invalidQuestion: 'Écrivez une question de 2 000 caractères au maximum.',
    sessionUnknown: 'Cette session de chat n’est pas la vôtre ou est terminée. Commencez-en une nouvelle.',
    timeout: 'Bet AI a mis trop de temps à répondre. Réessayez.',
    server: 'Bet AI n’a pas pu répondre pour le moment. Réessayez.',
  },
  notifications: {
    freeBetTitle: 'Votre pari gratuit expire bientôt',
    freeBetMessage: (name, amount, when) => `« ${name} » (${amount}) expire ${when}.`,
    freeBetCta: 'Trouver un pari',
    freeBetQuestion: 'Quels sont mes paris gratuits ?',
    liveTitle: 'Votre équipe joue en direct',
    liveMessage: (team, event) => `${team} joue en ce moment : ${event}.`,
    liveCta: 'Voir le score',
    liveQuestion: (team) => `Quel est le score en direct de ${team} ?`,
    boostTitle: 'Vous avez un jeton boost inutilisé',
    boostMessage: (name, percent) => `« ${name} » ajoute ${percent} à vos gains.`,
    boostCta: 'L’utiliser',
    boostQuestion: 'Quels sont mes jetons boost ?',
  },
};

const ro: ChatTexts = {
  starters: [
    'Ce fotbal este în seara asta?',
    'Care sunt pariurile mele deschise?',
    'Cum funcționează cash-out?',
  ],
  nextMatch: (team, event, when, competition) =>
    `Următorul meci al ${team}: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Cota pentru ${outcome}: ${odds}.`,
  noUpcoming: (name) => `Nu găsesc acum niciun eveniment viitor pentru ${name} în oferta noastră.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Nu este nimic în oferta noastră pentru ${what} acum.`,
  periods: {
    today: 'Azi',
    tonight: 'În seara asta',
    tomorrow: 'Mâine',
    weekend: 'În acest weekend',
    upcoming: 'În curând',
  },
  liveHeader: 'Live acum:',
  noLive: 'Nimic de acest fel nu este live acum.',
  pricesHeader: (event) => `Cotele actuale pentru ${event}:`,
  noPrices: (event) => `${event} nu are cote deschise acum.`,
  whichEvent: 'La ce meci te referi? Spune-mi o echipă sau o competiție și îi caut cotele.',
  openBetsHeader: (count) => (count === 1 ? 'Ai 1 pariu deschis:' : `Ai ${count} pariuri deschise:`),
  noOpenBets: 'Nu ai pariuri deschise.',
  loginForAccount:
    'Autentifică-te și pot să mă uit la pariurile, pariurile gratuite și tokenurile tale de boost.',
  rewardsHeader: 'Recompensele tale:',
  noRewards: 'Nu ai acum pariuri gratuite sau tokenuri de boost.',
  freeBetLine: (name, amount, expires) =>
    `Pariu gratuit „${name}”: ${amount}${expires ? `, expiră ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Token de boost „${name}”: +${percent} la câștig până la ${max}${expires ? `, expiră ${expires}` : ''}`,
  rules: {
    eachWay:
      'Un pariu each way înseamnă două pariuri cu aceeași miză: unul pe victorie, unul pe loc. Partea pe loc plătește fracțiunea din cotă și numărul de locuri afișate la cursă, deci miza totală este dublul mizei pe fiecare parte.',
    system:
      'Un pariu sistem acoperă toate combinațiile de o anumită mărime din selecțiile tale: un sistem 2/3 înseamnă trei duble din trei selecții. Fiecare combinație este o linie cu miza ei, iar fiecare linie câștigătoare plătește separat.',
    cashoutOn:
      'Cash-out îți permite să închizi un pariu deschis înainte de finalul evenimentelor, la oferta din Pariurile mele; oferta urmează cotele actuale și poți încasa tot pariul sau doar o parte.',
    cashoutOff: 'Acest site nu oferă cash-out.',
    comboBoost: (ladder, mode) =>
      `Combo boost adaugă un bonus pariurilor combinate după numărul de selecții eligibile: ${ladder}. Se plătește la ${mode === 'net' ? 'câștigul net' : 'întreaga sumă returnată'}.`,
    comboBoostNone: 'Acest site nu oferă combo boost.',
  },
  responsible:
    'Se pare că pariurile devin greu de controlat, iar asta contează mai mult decât orice pariu. Nu îți voi sugera pariuri acum. În instrumentele de joc responsabil poți seta limite de depunere, lua o pauză sau te poți autoexclude; serviciul nostru pentru clienți te poate ajuta, la fel și serviciile de sprijin gratuite și confidențiale din țara ta.',
  unknown:
    'Îmi pare rău, nu pot răspunde la asta din oferta noastră. Pot găsi meciuri și cote, scoruri live, pariurile tale deschise, pariuri gratuite și tokenuri de boost și pot explica regulile. Încearcă una dintre aceste întrebări sau vizitează Centrul de ajutor:',
  greeting:
    'Salut! Sunt Bet AI. Întreabă-mă despre meciuri, cote, scoruri live, pariurile tale sau regulile noastre.',
  errors: {
    loginRequired: 'Autentifică-te pentru a continua discuția cu Bet AI.',
    rateLimited: 'Trimiți mesaje prea repede. Te rog așteaptă puțin.',
    invalidQuestion: 'Scrie o întrebare de cel mult 2000 de caractere.',
    sessionUnknown: 'Această sesiune de chat nu este a ta sau s-a încheiat. Începe una nouă.',
    timeout: 'Bet AI a răspuns prea greu. Încearcă din nou.',
    server: 'Bet AI nu a putut răspunde acum. Încearcă din nou.',
  },
  notifications: {
    freeBetTitle: 'Pariul tău gratuit expiră curând',
    freeBetMessage: (name, amount, when) => `„${name}” (${amount}) expiră ${when}.`,
    freeBetCta: 'Găsește un pariu',
    freeBetQuestion: 'Care sunt pariurile mele gratuite?',
    liveTitle: 'Echipa ta joacă live',
    liveMessage: (team, event) => `${team} joacă acum: ${event}.`,
    liveCta: 'Vezi scorul',
    liveQuestion: (team) => `Care este scorul live al ${team}?`,
    boostTitle: 'Ai un token de boost nefolosit',
    boostMessage: (name, percent) => `„${name}” adaugă ${percent} la câștig.`,
    boostCta: 'Folosește-l',
    boostQuestion: 'Care sunt tokenurile mele de boost?',
  },
};

const ja: ChatTexts = {
  starters: ['今夜のサッカーは？', '私のオープンベットは？', 'キャッシュアウトの仕組みは？'],
  nextMatch: (team, event, when, competition) => `${team}の次の試合：${event}、${when}（${competition}）。`,
  pick: (outcome, odds) => `${outcome}のオッズ：${odds}。`,
  noUpcoming: (name) => `現在、${name}の今後のイベントは見つかりません。`,
  eventsHeader: (what) => `${what}：`,
  noEvents: (what) => `${what}の対象は現在ありません。`,
  periods: { today: '今日', tonight: '今夜', tomorrow: '明日', weekend: '今週末', upcoming: '今後の予定' },
  liveHeader: '現在ライブ中：',
  noLive: '該当するライブのイベントは現在ありません。',
  pricesHeader: (event) => `${event}の現在のオッズ：`,
  noPrices: (event) => `${event}には現在オッズがありません。`,
  whichEvent: 'どの試合ですか？チームか大会の名前を教えていただければオッズを調べます。',
  openBetsHeader: (count) => `オープンベットが${count}件あります：`,
  noOpenBets: 'オープンベットはありません。',
  loginForAccount: 'ログインすると、あなたのベット、フリーベット、ブーストトークンを確認できます。',
  rewardsHeader: 'あなたの特典：',
  noRewards: '現在使えるフリーベットやブーストトークンはありません。',
  freeBetLine: (name, amount, expires) =>
    `フリーベット「${name}」：${amount}${expires ? `、有効期限 ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `ブーストトークン「${name}」：配当+${percent}（上限${max}）${expires ? `、有効期限 ${expires}` : ''}`,
  rules: {
    eachWay:
      'each wayベットは同じ賭け金の2つのベットです。1つは勝ち、もう1つは入着に賭けます。入着分はレースに表示されたオッズの分数と着順数で払い戻されるため、合計の賭け金は1口あたりの2倍です。',
    system:
      'システムベットは選択の中から決めた数の組み合わせをすべてカバーします。3つの選択で2/3システムなら3つのダブルです。各組み合わせは1ラインで、勝ったラインごとに払い戻されます。',
    cashoutOn:
      'キャッシュアウトでは、イベント終了前に「マイベット」に表示された金額でオープンベットを精算できます。金額は現在のオッズに連動し、全額または一部をキャッシュアウトできます。',
    cashoutOff: 'このサイトではキャッシュアウトは提供していません。',
    comboBoost: (ladder, mode) =>
      `コンボブーストは対象の選択数に応じてアキュムレーターにボーナスを加えます：${ladder}。${mode === 'net' ? '純利益' : '払戻総額'}に対して支払われます。`,
    comboBoostNone: 'このサイトではコンボブーストは提供していません。',
  },
  responsible:
    'ベットのコントロールが難しくなっているようです。それはどんなベットよりも大切なことです。今はベットをおすすめしません。安全なギャンブルのツールで入金限度額の設定、タイムアウト、自己除外ができます。カスタマーサービスや、お住まいの国の無料で秘密厳守の相談窓口もご利用ください。',
  unknown:
    '申し訳ありませんが、その質問には当社のデータからお答えできません。試合とオッズ、ライブスコア、あなたのオープンベット、フリーベットとブーストトークン、ルールの説明ならできます。次の質問を試すか、ヘルプセンターをご覧ください：',
  greeting:
    'こんにちは！Bet AIです。試合、オッズ、ライブスコア、あなたのベット、ルールについて聞いてください。',
  errors: {
    loginRequired: 'Bet AIとのチャットを続けるにはログインしてください。',
    rateLimited: 'メッセージの送信が速すぎます。少しお待ちください。',
    invalidQuestion: '2000文字以内で質問を入力してください。',
    sessionUnknown: 'このチャットセッションはあなたのものではないか、終了しています。新しく始めてください。',
    timeout: 'Bet AIの応答に時間がかかりすぎました。もう一度お試しください。',
    server: 'Bet AIは現在応答できません。もう一度お試しください。',
  },
  notifications: {
    freeBetTitle: 'フリーベットの期限が近づいています',
    freeBetMessage: (name, amount, when) => `「${name}」（${amount}）の期限は${when}です。`,
    freeBetCta: 'ベットを探す',
    freeBetQuestion: '私のフリーベットは？',
    liveTitle: 'あなたのチームがライブ中です',
    liveMessage: (team, event) => `${team}が試合中です：${event}。`,
    liveCta: 'スコアを見る',
    liveQuestion: (team) => `${team}のライブスコアは？`,
    boostTitle: '未使用のブーストトークンがあります',
    boostMessage: (name, percent) => `「${name}」で配当が${percent}アップします。`,
    boostCta: '使う',
    boostQuestion: '私のブーストトークンは？',
  },
};

const fi: ChatTexts = {
  starters: [
    'Mitä jalkapalloa on tänä iltana?',
    'Mitkä ovat avoimet vetoni?',
    'Miten kotiutus (cash-out) toimii?',
  ],
  nextMatch: (team, event, when, competition) =>
    `${team} pelaa seuraavaksi: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Kerroin kohteelle ${outcome}: ${odds}.`,
  noUpcoming: (name) => `En löydä juuri nyt tarjonnastamme tulevaa tapahtumaa kohteelle ${name}.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Tarjonnassamme ei ole juuri nyt mitään: ${what}.`,
  periods: {
    today: 'Tänään',
    tonight: 'Tänä iltana',
    tomorrow: 'Huomenna',
    weekend: 'Tänä viikonloppuna',
    upcoming: 'Tulossa',
  },
  liveHeader: 'Nyt livenä:',
  noLive: 'Mitään vastaavaa ei ole juuri nyt livenä.',
  pricesHeader: (event) => `Nykyiset kertoimet: ${event}:`,
  noPrices: (event) => `Kohteella ${event} ei ole juuri nyt avoimia kertoimia.`,
  whichEvent: 'Mitä ottelua tarkoitat? Kerro joukkue tai sarja, niin etsin sen kertoimet.',
  openBetsHeader: (count) =>
    count === 1 ? 'Sinulla on 1 avoin veto:' : `Sinulla on ${count} avointa vetoa:`,
  noOpenBets: 'Sinulla ei ole avoimia vetoja.',
  loginForAccount: 'Kirjaudu sisään, niin voin katsoa omat vetosi, ilmaisvetosi ja boost-tokenisi.',
  rewardsHeader: 'Palkintosi:',
  noRewards: 'Sinulla ei ole juuri nyt ilmaisvetoja tai boost-tokeneita.',
  freeBetLine: (name, amount, expires) =>
    `Ilmaisveto "${name}": ${amount}${expires ? `, vanhenee ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Boost-token "${name}": +${percent} voittoihin enintään ${max}${expires ? `, vanhenee ${expires}` : ''}`,
  rules: {
    eachWay:
      'Each way -veto on kaksi samansuuruista vetoa: toinen voittoon, toinen sijoitukseen. Sijoitusosa maksaa lähdössä näytetyn osuuden kertoimesta näytetyille sijoille, joten kokonaispanos on kaksi kertaa panos per osa.',
    system:
      'Järjestelmäveto kattaa kaikki valitun kokoiset yhdistelmät valinnoistasi: 2/3-järjestelmä on kolme tuplaa kolmesta valinnasta. Jokainen yhdistelmä on yksi rivi omalla panoksellaan, ja jokainen voittava rivi maksaa erikseen.',
    cashoutOn:
      'Kotiutuksella (cash-out) voit ratkaista avoimen vedon ennen tapahtumien loppua Omat vedot -kohdassa näkyvällä tarjouksella; tarjous seuraa nykyisiä kertoimia, ja voit kotiuttaa koko vedon tai osan siitä.',
    cashoutOff: 'Tällä sivustolla ei ole kotiutusta (cash-out).',
    comboBoost: (ladder, mode) =>
      `Combo boost lisää yhdistelmävetoihin bonuksen kelpaavien valintojen määrän mukaan: ${ladder}. Se maksetaan ${mode === 'net' ? 'nettovoitoista' : 'koko palautuksesta'}.`,
    comboBoostNone: 'Tällä sivustolla ei ole combo boostia.',
  },
  responsible:
    'Kuulostaa siltä, että pelaamista on vaikea hallita, ja se on tärkeämpää kuin mikään veto. En ehdota nyt vetoja. Turvallisen pelaamisen työkaluissa voit asettaa talletusrajat, pitää tauon tai sulkea itsesi pois; asiakaspalvelumme auttaa, samoin maasi maksuttomat ja luottamukselliset tukipalvelut.',
  unknown:
    'Valitettavasti en pysty vastaamaan tuohon tarjontamme perusteella. Löydän otteluita ja kertoimia, live-tuloksia, avoimet vetosi, ilmaisvedot ja boost-tokenit sekä selitän säännöt. Kokeile jotakin näistä tai käy Ohjekeskuksessa:',
  greeting:
    'Hei! Olen Bet AI. Kysy minulta otteluista, kertoimista, live-tuloksista, vedoistasi tai säännöistämme.',
  errors: {
    loginRequired: 'Kirjaudu sisään jatkaaksesi keskustelua Bet AI:n kanssa.',
    rateLimited: 'Lähetät viestejä liian nopeasti. Odota hetki.',
    invalidQuestion: 'Kirjoita enintään 2000 merkin kysymys.',
    sessionUnknown: 'Tämä keskustelu ei ole sinun tai se on päättynyt. Aloita uusi.',
    timeout: 'Bet AI:n vastaus kesti liian kauan. Yritä uudelleen.',
    server: 'Bet AI ei voinut vastata juuri nyt. Yritä uudelleen.',
  },
  notifications: {
    freeBetTitle: 'Ilmaisvetosi vanhenee pian',
    freeBetMessage: (name, amount, when) => `"${name}" (${amount}) vanhenee ${when}.`,
    freeBetCta: 'Etsi veto',
    freeBetQuestion: 'Mitkä ovat ilmaisvetoni?',
    liveTitle: 'Joukkueesi pelaa nyt',
    liveMessage: (team, event) => `${team} pelaa nyt: ${event}.`,
    liveCta: 'Katso tilanne',
    liveQuestion: (team) => `Mikä on joukkueen ${team} live-tulos?`,
    boostTitle: 'Sinulla on käyttämätön boost-token',
    boostMessage: (name, percent) => `"${name}" lisää voittoihisi ${percent}.`,
    boostCta: 'Käytä se',
    boostQuestion: 'Mitkä ovat boost-tokenini?',
  },
};

const pt: ChatTexts = {
  starters: [
    'Que futebol há esta noite?',
    'Quais são as minhas apostas abertas?',
    'Como funciona o cash-out?',
  ],
  nextMatch: (team, event, when, competition) =>
    `Próximo jogo de ${team}: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Cotação de ${outcome}: ${odds}.`,
  noUpcoming: (name) => `Não encontro agora nenhum evento futuro de ${name} na nossa oferta.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Não há nada na nossa oferta para ${what} agora.`,
  periods: {
    today: 'Hoje',
    tonight: 'Esta noite',
    tomorrow: 'Amanhã',
    weekend: 'Este fim de semana',
    upcoming: 'Em breve',
  },
  liveHeader: 'Ao vivo agora:',
  noLive: 'Nada assim está ao vivo agora.',
  pricesHeader: (event) => `Cotações atuais de ${event}:`,
  noPrices: (event) => `${event} não tem cotações abertas agora.`,
  whichEvent: 'Que jogo quer dizer? Diga uma equipa ou uma competição e eu procuro as cotações.',
  openBetsHeader: (count) => (count === 1 ? 'Tem 1 aposta aberta:' : `Tem ${count} apostas abertas:`),
  noOpenBets: 'Não tem apostas abertas.',
  loginForAccount: 'Inicie sessão e posso consultar as suas apostas, apostas grátis e tokens de boost.',
  rewardsHeader: 'As suas recompensas:',
  noRewards: 'Não tem agora apostas grátis nem tokens de boost.',
  freeBetLine: (name, amount, expires) =>
    `Aposta grátis "${name}": ${amount}${expires ? `, expira ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Token de boost "${name}": +${percent} nos ganhos até ${max}${expires ? `, expira ${expires}` : ''}`,
  rules: {
    eachWay:
      'Uma aposta each way são duas apostas com o mesmo valor: uma na vitória e outra na colocação. A parte de colocação paga a fração da cotação e os lugares indicados na corrida, por isso o valor total é o dobro do valor por parte.',
    system:
      'Uma aposta de sistema cobre todas as combinações de um tamanho escolhido entre as suas seleções: um sistema 2/3 são três duplas com três seleções. Cada combinação é uma linha com o seu valor e cada linha vencedora paga por si.',
    cashoutOn:
      'O cash-out permite encerrar uma aposta aberta antes do fim dos eventos, pelo valor mostrado em Minhas apostas; a oferta acompanha as cotações atuais e pode receber a aposta toda ou uma parte.',
    cashoutOff: 'Este site não oferece cash-out.',
    comboBoost: (ladder, mode) =>
      `O combo boost acrescenta um bónus às múltiplas conforme o número de seleções elegíveis: ${ladder}. É pago sobre ${mode === 'net' ? 'os ganhos líquidos' : 'o retorno total'}.`,
    comboBoostNone: 'Este site não oferece combo boost.',
  },
  responsible:
    'Parece que apostar está a ficar difícil de controlar, e isso importa mais do que qualquer aposta. Não vou sugerir apostas agora. Nas suas ferramentas de jogo seguro pode definir limites de depósito, fazer uma pausa ou autoexcluir-se; o nosso apoio ao cliente está aqui para ajudar, tal como os serviços de apoio gratuitos e confidenciais do seu país.',
  unknown:
    'Desculpe, não consigo responder a isso com a nossa oferta. Posso encontrar jogos e cotações, resultados ao vivo, as suas apostas abertas, apostas grátis e tokens de boost, e explicar as regras. Experimente uma destas perguntas ou visite o Centro de ajuda:',
  greeting:
    'Olá! Sou o Bet AI. Pergunte-me sobre jogos, cotações, resultados ao vivo, as suas apostas ou as nossas regras.',
  errors: {
    loginRequired: 'Inicie sessão para continuar a conversar com o Bet AI.',
    rateLimited: 'Está a enviar mensagens depressa demais. Aguarde um momento.',
    invalidQuestion: 'Escreva uma pergunta com 2000 caracteres no máximo.',
    sessionUnknown: 'Esta sessão de chat não é sua ou terminou. Comece uma nova.',
    timeout: 'O Bet AI demorou demasiado a responder. Tente novamente.',
    server: 'O Bet AI não conseguiu responder agora. Tente novamente.',
  },
  notifications: {
    freeBetTitle: 'A sua aposta grátis expira em breve',
    freeBetMessage: (name, amount, when) => `"${name}" (${amount}) expira ${when}.`,
    freeBetCta: 'Encontrar aposta',
    freeBetQuestion: 'Quais são as minhas apostas grátis?',
    liveTitle: 'A sua equipa está a jogar',
    liveMessage: (team, event) => `${team} está a jogar agora: ${event}.`,
    liveCta: 'Ver o resultado',
    liveQuestion: (team) => `Qual é o resultado ao vivo de ${team}?`,
    boostTitle: 'Tem um token de boost por usar',
    boostMessage: (name, percent) => `"${name}" acrescenta ${percent} aos seus ganhos.`,
    boostCta: 'Usar',
    boostQuestion: 'Quais são os meus tokens de boost?',
  },
};

const el: ChatTexts = {
  starters: [
    'Τι ποδόσφαιρο έχει απόψε;',
    'Ποια είναι τα ανοιχτά στοιχήματά μου;',
    'Πώς λειτουργεί το cash-out;',
  ],
  nextMatch: (team, event, when, competition) =>
    `Επόμενος αγώνας της ${team}: ${event}, ${when} (${competition}).`,
  pick: (outcome, odds) => `Απόδοση για ${outcome}: ${odds}.`,
  noUpcoming: (name) => `Δεν βρίσκω αυτή τη στιγμή επερχόμενο γεγονός για ${name} στο πρόγραμμά μας.`,
  eventsHeader: (what) => `${what}:`,
  noEvents: (what) => `Δεν υπάρχει τίποτα στο πρόγραμμά μας για ${what} αυτή τη στιγμή.`,
  periods: {
    today: 'Σήμερα',
    tonight: 'Απόψε',
    tomorrow: 'Αύριο',
    weekend: 'Αυτό το Σαββατοκύριακο',
    upcoming: 'Προσεχώς',
  },
  liveHeader: 'Ζωντανά τώρα:',
  noLive: 'Τίποτα σχετικό δεν είναι ζωντανά αυτή τη στιγμή.',
  pricesHeader: (event) => `Τρέχουσες αποδόσεις για ${event}:`,
  noPrices: (event) => `Το ${event} δεν έχει ανοιχτές αποδόσεις αυτή τη στιγμή.`,
  whichEvent: 'Ποιον αγώνα εννοείς; Πες μου μια ομάδα ή μια διοργάνωση και θα βρω τις αποδόσεις.',
  openBetsHeader: (count) =>
    count === 1 ? 'Έχεις 1 ανοιχτό στοίχημα:' : `Έχεις ${count} ανοιχτά στοιχήματα:`,
  noOpenBets: 'Δεν έχεις ανοιχτά στοιχήματα.',
  loginForAccount: 'Συνδέσου και μπορώ να δω τα στοιχήματα, τα δωρεάν στοιχήματα και τα boost tokens σου.',
  rewardsHeader: 'Οι ανταμοιβές σου:',
  noRewards: 'Δεν έχεις αυτή τη στιγμή δωρεάν στοιχήματα ή boost tokens.',
  freeBetLine: (name, amount, expires) =>
    `Δωρεάν στοίχημα «${name}»: ${amount}${expires ? `, λήγει ${expires}` : ''}`,
  boostLine: (name, percent, max, expires) =>
    `Boost token «${name}»: +${percent} στα κέρδη έως ${max}${expires ? `, λήγει ${expires}` : ''}`,
  rules: {
    eachWay:
      'Ένα στοίχημα each way είναι δύο στοιχήματα ίδιου ποσού: ένα για νίκη και ένα για θέση. Το μέρος της θέσης πληρώνει το κλάσμα της απόδοσης και τις θέσεις που δείχνει η κούρσα, οπότε το συνολικό ποσό είναι διπλάσιο από το ποσό ανά μέρος.',
    system:
      'Ένα στοίχημα συστήματος καλύπτει όλους τους συνδυασμούς ενός μεγέθους από τις επιλογές σου: ένα σύστημα 2/3 είναι τρία διπλά από τρεις επιλογές. Κάθε συνδυασμός είναι μία στήλη με το δικό της ποσό και κάθε κερδισμένη στήλη πληρώνει χωριστά.',
    cashoutOn:
      'Το cash-out σου επιτρέπει να κλείσεις ένα ανοιχτό στοίχημα πριν τελειώσουν τα γεγονότα του, με την προσφορά που φαίνεται στα Στοιχήματά μου· η προσφορά ακολουθεί τις τρέχουσες αποδόσεις και μπορείς να εξαργυρώσεις όλο ή μέρος του στοιχήματος.',
    cashoutOff: 'Αυτός ο ιστότοπος δεν προσφέρει cash-out.',
    comboBoost: (ladder, mode) =>
      `Το combo boost προσθέτει μπόνους στα παρολί ανάλογα με τον αριθμό των επιλέξιμων επιλογών: ${ladder}. Πληρώνεται στα ${mode === 'net' ? 'καθαρά κέρδη' : 'συνολικά κέρδη'}.`,
    comboBoostNone: 'Αυτός ο ιστότοπος δεν προσφέρει combo boost.',
  },
  responsible:
    'Φαίνεται ότι το στοίχημα γίνεται δύσκολο να ελεγχθεί, και αυτό μετράει περισσότερο από οποιοδήποτε στοίχημα. Δεν θα σου προτείνω στοιχήματα τώρα. Στα εργαλεία υπεύθυνου παιχνιδιού μπορείς να ορίσεις όρια κατάθεσης, να κάνεις διάλειμμα ή να αυτοαποκλειστείς· η εξυπηρέτηση πελατών μας είναι εδώ για να βοηθήσει, όπως και οι δωρεάν και εμπιστευτικές υπηρεσίες υποστήριξης της χώρας σου.',
  unknown:
    'Λυπάμαι, δεν μπορώ να απαντήσω σε αυτό από το πρόγραμμά μας. Μπορώ να βρω αγώνες και αποδόσεις, ζωντανά σκορ, τα ανοιχτά στοιχήματά σου, δωρεάν στοιχήματα και boost tokens, και να εξηγήσω τους κανόνες. Δοκίμασε μία από αυτές τις ερωτήσεις ή επισκέψου το Κέντρο βοήθειας:',
  greeting:
    'Γεια! Είμαι το Bet AI. Ρώτα με για αγώνες, αποδόσεις, ζωντανά σκορ, τα στοιχήματά σου ή τους κανόνες μας.',
  errors: {
    loginRequired: 'Συνδέσου για να συνεχίσεις τη συζήτηση με το Bet AI.',
    rateLimited: 'Στέλνεις μηνύματα πολύ γρήγορα. Περίμενε λίγο.',
    invalidQuestion: 'Γράψε μια ερώτηση έως 2000 χαρακτήρες.',
    sessionUnknown: 'Αυτή η συνεδρία συνομιλίας δεν είναι δική σου ή έχει λήξει. Ξεκίνα μια νέα.',
    timeout: 'Το Bet AI άργησε πολύ να απαντήσει. Δοκίμασε ξανά.',
    server: 'Το Bet AI δεν μπόρεσε να απαντήσει τώρα. Δοκίμασε ξανά.',
  },
  notifications: {
    freeBetTitle: 'Το δωρεάν στοίχημά σου λήγει σύντομα',
    freeBetMessage: (name, amount, when) => `Το «${name}» (${amount}) λήγει ${when}.`,
    freeBetCta: 'Βρες στοίχημα',
    freeBetQuestion: 'Ποια είναι τα δωρεάν στοιχήματά μου;',
    liveTitle: 'Η ομάδα σου παίζει ζωντανά',
    liveMessage: (team, event) => `Η ${team} παίζει τώρα: ${event}.`,
    liveCta: 'Δες το σκορ',
    liveQuestion: (team) => `Ποιο είναι το ζωντανό σκορ της ${team};`,
    boostTitle: 'Έχεις ένα αχρησιμοποίητο boost token',
    boostMessage: (name, percent) => `Το «${name}» προσθέτει ${percent} στα κέρδη σου.`,
    boostCta: 'Χρησιμοποίησέ το',
    boostQuestion: 'Ποια είναι τα boost tokens μου;',
  },
};

const TEXTS: Record<Language, ChatTexts> = { en, es, de, fr, ro, ja, fi, pt, el };

export const textsFor = (lang: Language): ChatTexts => TEXTS[lang];

/** BCP 47 locale a language formats dates and money in. */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
  fr: 'fr-FR',
  ro: 'ro-RO',
  ja: 'ja-JP',
  fi: 'fi-FI',
  pt: 'pt-PT',
  el: 'el-GR',
};
