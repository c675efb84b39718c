/**
 * The localStorage key the bet builder slip keeps its ticket under. The main layout reads only whether
 * it is there (to load the bet builder after a reload); the bet builder feature owns what it holds.
 */
export const BET_BUILDER_STORAGE_KEY = 'betBuilder';

/** Whether an address asks for the bet builder: a deep link or the match page's button (eventid=...). */
export const asksForBetBuilder = (search: string): boolean => /(?:^|[?&])eventid=[^&]/i.test(search);
