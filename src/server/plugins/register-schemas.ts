import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const schemasDir = fileURLToPath(new URL('../../../schemas', import.meta.url));

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? walk(full)
      : full.endsWith('.json') && !full.endsWith('.ui.json')
        ? [full]
        : [];
  });

/** Registers every JSON Schema under schemas/ (except meta and ui hints) so routes can $ref them. */
export const registerSchemas = (app: FastifyInstance) => {
  for (const file of walk(schemasDir)) {
    if (file.includes(`${path.sep}meta${path.sep}`)) continue;
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    if (!schema.$id) throw new Error(`${path.relative(process.cwd(), file)}: schema has no $id`);
    app.addSchema(schema);
  }
};
