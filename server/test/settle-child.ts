/**
 * A process that settles one resulted event and prints `batch <n>` after each committed batch, so a
 * test can kill it midway: argv is the database (a postgres:// URL or a PGlite data folder), the
 * event id and the batch size.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { settleEvent } from '../src/modules/bets/settlement';

const [where, eventId, batchSize] = process.argv.slice(2);
if (!where || !eventId || !batchSize) {
  console.error('usage: settle-child.ts <postgres url | data folder> <event id> <batch size>');
  process.exit(2);
}

async function main(place: string): Promise<void> {
  const database = await openDatabase(
    place.startsWith('postgres') ? { url: place, poolSize: 4 } : { dataDir: place },
  );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FEED: 'off', CATALOGUE: 'small' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  let batches = 0;
  const settled = await settleEvent(app.ctx, Number(eventId), {
    batchSize: Number(batchSize),
    onBatch: (count) => {
      batches += 1;
      process.stdout.write(`batch ${batches} ${count}\n`);
    },
  });
  process.stdout.write(`done ${settled.length}\n`);
  await app.close();
  await database.close();
}

main(where).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
