// `npm run orders -- <command>`: the operator's tool for orders, contact messages and comments.
// It opens the server's database (DATABASE_URL, or PGlite in DATA_DIR) and exits non-zero on error.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runCommand, USAGE } from './commands.ts';
import { cliServices } from './services.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    (argv.length === 0 ? console.error : console.log)(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const config = loadConfig();
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2 });
  } catch (error) {
    console.error(`Cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    const services = await cliServices(opened.db, config);
    return await runCommand({ db: opened.db, ...services, out: (l) => console.log(l), err: (l) => console.error(l) }, argv);
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await opened.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
