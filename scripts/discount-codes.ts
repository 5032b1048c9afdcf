// `npm run discount-codes -- <command>`: the operator's discount codes for the checkout, in the app's
// database (DATABASE_URL, or the embedded PGlite under DATA_DIR — stop the app first: one process
// at a time owns that folder).
//
//   list
//   create <CODE> <10|50> [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--max-uses N]
//   delete <CODE>

import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createDiscount, deleteDiscount, listDiscounts } from '../src/server/modules/payment';

const USAGE = `usage:
  npm run discount-codes -- list
  npm run discount-codes -- create <CODE> <10|50> [--from YYYY-MM-DD] [--until YYYY-MM-DD] [--max-uses N]
  npm run discount-codes -- delete <CODE>`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function date(value: string | undefined, name: string): Date | null {
  if (value === undefined) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()))
    throw new Error(`${name} must be a date as YYYY-MM-DD`);
  return parsed;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    if (command === 'list') {
      const rows = await listDiscounts(database.db);
      if (rows.length === 0) console.log('No discount codes.');
      for (const row of rows)
        console.log(
          `${row.code}\t${row.percent} %\tfrom ${row.validFrom?.toISOString().slice(0, 10) ?? '-'}\tuntil ${
            row.validUntil?.toISOString().slice(0, 10) ?? '-'
          }\tused ${row.uses}${row.maxUses === null ? '' : ` of ${row.maxUses}`}`,
        );
    } else if (command === 'create' && args[0] && args[1]) {
      const maxUses = option(args, '--max-uses');
      if (maxUses !== undefined && !/^[1-9]\d*$/.test(maxUses))
        throw new Error('--max-uses must be a whole number');
      const row = await createDiscount(database.db, {
        code: args[0],
        percent: Number(args[1]),
        validFrom: date(option(args, '--from'), '--from'),
        validUntil: date(option(args, '--until'), '--until'),
        maxUses: maxUses === undefined ? null : Number(maxUses),
      });
      console.log(`Created ${row.code} (${row.percent} %).`);
    } else if (command === 'delete' && args[0]) {
      console.log(
        (await deleteDiscount(database.db, args[0])) ? `Deleted ${args[0]}.` : `No code ${args[0]}.`,
      );
    } else {
      console.error(USAGE);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
