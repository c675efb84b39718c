/** Events grouped by competition, each group a card with its heading (sport and competition pages). */
import type { Event } from '@touchline/contract';
import { Link } from 'react-router';
import { competitionHref } from '@/shared/routing/paths';
import { SportIcon } from '@/shared/ui/sport-icon';
import styles from './event-list.module.css';
import { EventRow } from './event-row';

export function groupByCompetition(
  events: readonly Event[],
): { key: string; first: Event; events: Event[] }[] {
  const groups = new Map<string, { key: string; first: Event; events: Event[] }>();
  for (const event of events) {
    const key = event.competition_id;
    const group = groups.get(key);
    if (group) group.events.push(event);
    else groups.set(key, { key, first: event, events: [event] });
  }
  return [...groups.values()];
}

export function EventList({
  events,
  linkCompetitions = true,
}: {
  events: readonly Event[];
  linkCompetitions?: boolean;
}) {
  return (
    <div className={styles.groups}>
      {groupByCompetition(events).map((group) => {
        const { first } = group;
        const title = (
          <>
            <SportIcon slug={first.sport.slug} size={16} />
            <span className={styles.region}>{first.region_name}</span>
            <span className={styles.name}>{first.competition_name}</span>
          </>
        );
        return (
          <section
            key={group.key}
            className={styles.group}
            aria-label={`${first.region_name} ${first.competition_name}`}
          >
            <h3 className={styles.heading}>
              {linkCompetitions ? (
                <Link
                  to={competitionHref(
                    first.sport.id,
                    first.translated_sport_slug,
                    first.translated_competition_slug,
                  )}
                  className={styles.headingLink}
                >
                  {title}
                </Link>
              ) : (
                <span className={styles.headingLink}>{title}</span>
              )}
            </h3>
            {group.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
