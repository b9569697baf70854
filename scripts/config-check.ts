/**
 * npm run config:check [-- --root <dir>]: validates the whole configuration offline (what the
 * server checks at boot plus cross-references). Prints `<file>: <path>: <reason>` per problem
 * and exits 1, or prints a one-line summary and, per menu, the entries its users do not see and
 * why (page unbuilt, module off, hidden by the tenant), with the tenants concerned; hidden
 * entries are information, not problems.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkConfig } from '../src/config/check-config';
import { formatProblem, hiddenMenuReport, loadAppConfig, MENU_NAMES } from '../src/config/index';
import type { MenuNode } from '../src/config/index';

const countEntries = (nodes: readonly MenuNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countEntries(node.children ?? []), 0);

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const rootDir = path.resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));
const problems = checkConfig({ rootDir, env: process.env });
if (problems.length) {
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`config:check found ${problems.length} problem${problems.length === 1 ? '' : 's'}.`);
  process.exit(1);
}
const config = loadAppConfig({ rootDir, env: process.env });
const entries = MENU_NAMES.map((name) => countEntries(config.menus[name])).reduce((a, b) => a + b, 0);
console.log(
  `config:check OK: ${config.institutions.length} institutions (${config.institutions.map((item) => item.code).join(', ')}), ` +
    `${MENU_NAMES.length} menus (${entries} entries), ${Object.keys(config.pages).length} pages (+${config.unbuilt.length} unbuilt), ` +
    `${Object.keys(config.lists).length} lists, ${Object.keys(config.forms).length} form${Object.keys(config.forms).length === 1 ? '' : 's'}, ${Object.keys(config.messages.vi).length} messages.`,
);
for (const line of hiddenMenuReport(config)) console.log(line);
