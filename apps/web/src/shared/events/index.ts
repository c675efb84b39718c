/** Event rows, lists, start times and page sections: how every page that lists events shows them. */
export { EventList, groupByCompetition } from './event-list';
export { EventRow } from './event-row';
export { countdownText, EventTime } from './event-time';
export { ordinal, parsePhase, phaseText, usePhaseText } from './phase-text';
export { PageTitle, Section } from './section';
