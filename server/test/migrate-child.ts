/** A process that opens (and so migrates) the PostgreSQL database at argv[2], then exits: 0 when it worked. */
import { openDatabase } from '../src/db/client';

const url = process.argv[2];
if (!url) {
  console.error('usage: migrate-child.ts <postgres url>');
  process.exit(2);
}
openDatabase({ url, poolSize: 2 })
  .then(async (database) => {
    const [row] = await database.query<{ applied: string }>(
      'select count(*)::text as applied from drizzle.__drizzle_migrations',
    );
    process.stdout.write(`applied ${row?.applied}\n`);
    await database.close();
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
