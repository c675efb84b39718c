/**
 * Every PostgreSQL advisory lock key of the server, in one list so two jobs never pick the same number.
 * A key is any constant every server agrees on; PGlite lives in one process and takes them trivially.
 */

/** Session lock that elects the one server running the live feed. */
export const FEED_LOCK_KEY = 73_010_001;

/** Session lock that elects the one server running the settlement sweep. */
export const SETTLEMENT_LOCK_KEY = 73_010_002;

/**
 * Session lock: one server at a time migrates the schema. Migrations create schemas, types and tables,
 * and PostgreSQL's `if not exists` does not make two concurrent creations safe (the loser hits a
 * duplicate key in the catalogue), so servers started together wait for each other here.
 */
export const MIGRATION_LOCK_KEY = 73_010_003;

/**
 * Transaction lock: one server at a time seeds or tops up a shared catalogue, and the feed takes it to
 * add virtual events, so ids allocated after max(id) never collide.
 */
export const CATALOGUE_LOCK_KEY = 7_410_001;

/** Transaction lock: one server at a time rolls back the casino rounds left without an end. */
export const CASINO_RECOVERY_LOCK_KEY = 7_410_002;

/** Session lock that elects the one server running the casino's shared roulette table. */
export const ROULETTE_TABLE_LOCK_KEY = 73_010_004;
