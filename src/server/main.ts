import { buildApp } from './app';
import { SettingsError } from './settings';
import { printWelcome } from './print-welcome';
import { seedIfEmpty } from './db/seed/seed-if-empty';

/** Starts the portal: settings, database (migrated), demo data on first start, HTTP server. */
const main = async () => {
  const app = await buildApp();
  await seedIfEmpty({ app });
  await app.listen({ port: app.settings.port, host: app.settings.host });
  printWelcome({ app });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  const isExplained =
    error instanceof SettingsError ||
    (error instanceof Error &&
      ['ConfigError', 'DirectoryLockedError', 'BankSecretError'].includes(error.name));
  if (isExplained) {
    console.error(`Không khởi động được / Cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
