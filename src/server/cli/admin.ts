// `npm run admin -- <command>` (alias `npm run orders`): the operator's tool for orders, contact
// messages, blog comments and site settings.
// It opens the server's database (DATABASE_URL, or PGlite in DATA_DIR) and exits non-zero on error;
// when a running server holds the PGlite folder, the command runs inside that server instead.
import { loadConfig } from '../config.ts';
import { privateFiles } from '../data-dir.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { runCommand, USAGE } from './commands.ts';
import { runThroughSocket } from './operator-socket.ts';
import { cliServices } from './services.ts';

const print = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    (argv.length === 0 ? console.error : console.log)(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  privateFiles();
  const config = loadConfig();
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError && !config.databaseUrl) {
      try {
        return await runThroughSocket(config.dataDir, argv, print);
      } catch (socketError) {
        console.error(`${error.message}\nThe running server did not take the command either: ${(socketError as Error).message}`);
        return 1;
      }
    }
    console.error(`Cannot open the database: ${(error as Error).message}`);
    return 1;
  }
  try {
    const services = await cliServices(opened.db, config);
    return await runCommand({ db: opened.db, ...services, ...print }, argv);
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await opened.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
