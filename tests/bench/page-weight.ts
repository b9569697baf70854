import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  name?: string;
  src?: string;
};

const dist = path.resolve('dist/client');

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Files loaded up-front by a chunk: itself and its static imports, recursively. */
const closure = ({
  manifest,
  key,
  seen = new Set<string>(),
}: {
  manifest: Record<string, ManifestChunk>;
  key: string;
  seen?: Set<string>;
}) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure({ manifest, key: child, seen });
  return seen;
};

/** First-screen JS of /students (entry + static imports, gzip) and of a form page (+ the lazily loaded form chunks). */
export const pageWeight = () => {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(
      'bench: dist/client/.vite/manifest.json missing: run `npm run build` (vite build.manifest)',
    );
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('bench: no entry chunk in the manifest');
  const first = closure({ manifest, key: entryKey });
  const jsOf = (keys: Set<string>) =>
    [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const firstBytes = jsOf(first).reduce((sum, file) => sum + gzipSize(file), 0);
  // A form page loads the page chunk and then rjsf + ajv (schema-form-impl) on first render.
  const formKey = Object.keys(manifest).find((key) => /form-page/i.test(key) && !manifest[key].isEntry);
  const implKey = Object.keys(manifest).find((key) => /schema-form-impl/i.test(key));
  let formSet = new Set(first);
  for (const key of [formKey, implKey]) if (key) formSet = closure({ manifest, key, seen: formSet });
  const formBytes = jsOf(formSet).reduce((sum, file) => sum + gzipSize(file), 0);
  return {
    firstScreenKb: firstBytes / 1024,
    formPageKb: formBytes / 1024,
    formChunk: [formKey, implKey].filter(Boolean).join(' + ') || '(none found)',
  };
};
