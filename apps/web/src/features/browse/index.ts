/** Browse building blocks other features reuse (pages are loaded by the router). */
export { EventList, groupByCompetition } from './components/event-list';
export { EventRow } from './components/event-row';
export { countdownText, EventTime } from './components/event-time';
export { PageTitle, Section } from './components/section';
