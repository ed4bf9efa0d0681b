import { createReadStream, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse';
import { FEED_COLUMNS, MAX_FEED_ROWS, checkHeader, importFeed } from '../server/catalogue/import';
import type { FeedRow } from '../server/catalogue/import';
import { migrate } from '../server/storage/index';
import { openCliDatabase } from './seed';
import type { SeedIo } from './seed';

/** Feeds larger than this are refused before reading. */
export const MAX_FEED_BYTES = 512 * 1024 * 1024;
/** At most this many rejected rows are printed (all are counted). */
const SHOWN_REJECTIONS = 50;

const USAGE =
  'usage: npm run import -- feed.csv\n' +
  `  a CSV file (comma-separated, UTF-8, header row) with the columns ${FEED_COLUMNS.join(', ')};\n` +
  '  sku, name_et, name_en, category (id or English url_path of a parts category) and price are required;\n' +
  '  oe_numbers, oem_numbers and ktypes hold lists separated by |. Existing skus are updated, new ones added.\n' +
  `  A feed with any bad row imports nothing. Limits: ${MAX_FEED_ROWS} rows, ${MAX_FEED_BYTES / 1024 / 1024} MB.`;

/** The rows of a CSV file with their line numbers; the header is checked first. */
async function* feedRows(path: string): AsyncGenerator<{ line: number; row: FeedRow }> {
  const parser = createReadStream(path).pipe(parse({ columns: (header: string[]) => {
    const columns = header.map((c) => c.trim());
    const problem = checkHeader(columns);
    if (problem) throw new Error(`header: ${problem}`);
    return columns;
  }, skip_empty_lines: true, bom: true, info: true }));
  for await (const record of parser as AsyncIterable<{ record: FeedRow; info: { lines: number } }>) yield { line: record.info.lines, row: record.record };
}

/** `npm run import -- feed.csv`: resolves to the exit code (0 imported, 1 nothing imported, 2 usage). */
export async function main(argv: readonly string[], io: SeedIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const [path, ...rest] = argv;
  if (!path || rest.length) {
    io.err(path ? `import: one feed at a time, got ${argv.length} arguments` : 'import: which feed? give the path of a CSV file');
    io.err(USAGE);
    return 2;
  }
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    io.err(`import: cannot read "${path}"`);
    return 2;
  }
  if (size > MAX_FEED_BYTES) {
    io.err(`import: "${path}" is ${Math.ceil(size / 1024 / 1024)} MB; feeds are limited to ${MAX_FEED_BYTES / 1024 / 1024} MB (split it)`);
    return 1;
  }
  const db = await openCliDatabase('import', io);
  if (!db) return 1;
  try {
    await migrate(db);
    const result = await importFeed(db, feedRows(path));
    if (result.ok) {
      io.out(`imported ${path}: ${result.created} new products, ${result.updated} updated`);
      return 0;
    }
    if (result.error) io.err(`import: ${result.error}; nothing was imported`);
    for (const rejected of result.rejected.slice(0, SHOWN_REJECTIONS)) io.err(`line ${rejected.line}: ${rejected.errors.join('; ')}`);
    if (result.rejected.length > SHOWN_REJECTIONS) io.err(`... and ${result.rejected.length - SHOWN_REJECTIONS} more rejected rows`);
    if (result.rejected.length) io.err(`import: ${result.rejected.length} rejected rows; nothing was imported`);
    return 1;
  } catch (error) {
    io.err(`import: ${error instanceof Error ? error.message : String(error)}; nothing was imported`);
    return 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
