/**
 * npm run tenant:new -- <code> --name "<Vietnamese name>" --host <host> [--host <host>...]
 *   [--name-en "<English name>"] [--short-name <short>] [--brand #rrggbb] [--root <dir>]
 * Scaffolds institutions/<code>.json and public/institutions/<code>/logo.svg that pass
 * config:check; refuses an existing code or host.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTenant } from '../src/config/create-tenant';

const USAGE =
  'Usage: npm run tenant:new -- <code> --name "<Vietnamese name>" --host <host> [--host <host>] [--name-en "<English name>"] [--short-name <short>] [--brand #rrggbb]';

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'name-en': { type: 'string' },
      'short-name': { type: 'string' },
      host: { type: 'string', multiple: true },
      brand: { type: 'string' },
      root: { type: 'string' },
    },
  });
  const [code, ...extra] = positionals;
  if (!code || extra.length || !values.name || !values.host?.length) throw new Error(USAGE);
  const rootDir = path.resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
  const files = createTenant({
    rootDir,
    tenant: {
      code,
      name: values.name,
      nameEn: values['name-en'],
      shortName: values['short-name'],
      hosts: values.host,
      brand: values.brand,
    },
  });
  console.log(
    `Created ${files.join(' and ')}. Edit them (modules, registration windows, overrides), then run npm run config:check.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
