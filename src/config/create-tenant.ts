import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkConfig } from './check-config';
import { ConfigError } from './config-error';
import { isJsonObject } from './config-files';
import { tenantLogoSvg } from './tenant-logo';
import { brandFromCode, themeFromBrand } from './tenant-theme';

/** What tenant:new needs to onboard a university. */
export type NewTenant = {
  /** Tenant code: lowercase letters, digits and '-', starting with a letter. */
  code: string;
  /** Vietnamese full name. */
  name: string;
  /** English full name (defaults to the Vietnamese one). */
  nameEn?: string;
  /** Short name for the header, both languages (defaults to the code in capitals). */
  shortName?: string;
  /** Host names selecting the tenant; '<code>.localhost' is always added for development. */
  hosts: string[];
  /** Brand colour #rrggbb (defaults to one derived from the code). */
  brand?: string;
};

const CODE = /^[a-z][a-z0-9-]*$/;
const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const readInstitutionFiles = (rootDir: string) =>
  readdirSync(path.join(rootDir, 'institutions'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(rootDir, 'institutions', name), 'utf8')) as unknown)
    .filter(isJsonObject);

/**
 * Writes institutions/<code>.json (next free rootId, fresh id-obfuscation secret, theme from the
 * brand colour) and public/institutions/<code>/logo.svg, then runs checkConfig; on any problem
 * both files are removed again and a ConfigError is thrown. Refuses an existing code or host.
 * Answers the files written, relative to rootDir.
 */
export const createTenant = ({ rootDir, tenant }: { rootDir: string; tenant: NewTenant }): string[] => {
  const { code } = tenant;
  if (!CODE.test(code) || code.length > 32)
    throw new Error(
      `"${code}" is not a tenant code (lowercase letters, digits and "-", starting with a letter)`,
    );
  const institutionFile = `institutions/${code}.json`;
  const logoFile = `public/institutions/${code}/logo.svg`;
  if (existsSync(path.join(rootDir, institutionFile)))
    throw new Error(`${institutionFile} already exists: the code "${code}" is taken`);
  const hosts = [...new Set([...tenant.hosts.map((host) => host.toLowerCase()), `${code}.localhost`])];
  const badHost = hosts.find((host) => !HOST.test(host));
  if (badHost) throw new Error(`"${badHost}" is not a host name (lowercase, no scheme, no port)`);
  const existing = readInstitutionFiles(rootDir);
  for (const other of existing) {
    const taken = Array.isArray(other.hosts)
      ? hosts.find((host) => (other.hosts as unknown[]).includes(host))
      : undefined;
    if (taken) throw new Error(`host "${taken}" already belongs to "${String(other.code)}"`);
  }
  if (tenant.brand !== undefined && !/^#[0-9a-fA-F]{6}$/.test(tenant.brand))
    throw new Error(`--brand must be a #rrggbb colour, got "${tenant.brand}"`);
  const rootId =
    Math.max(0, ...existing.map((other) => (typeof other.rootId === 'number' ? other.rootId : 0))) + 1;
  const theme = themeFromBrand(tenant.brand ?? brandFromCode(code));
  const shortName = tenant.shortName ?? code.toUpperCase();
  const institution = {
    code,
    rootId,
    name: { vi: tenant.name, en: tenant.nameEn ?? tenant.name },
    shortName: { vi: shortName, en: shortName },
    hosts,
    logo: `/students/institutions/${code}/logo.svg`,
    theme,
    idObfuscation: { variant: 'unigate', secret: randomBytes(20).toString('hex') },
  };
  mkdirSync(path.join(rootDir, 'public', 'institutions', code), { recursive: true });
  writeFileSync(path.join(rootDir, institutionFile), `${JSON.stringify(institution, null, 2)}\n`);
  writeFileSync(
    path.join(rootDir, logoFile),
    tenantLogoSvg({ name: tenant.name, monogram: shortName.replace(/[^A-Za-z0-9]/g, '') || code, theme }),
  );
  const problems = checkConfig({ rootDir }).filter(
    (problem) => problem.file === institutionFile || problem.file.startsWith(`public/institutions/${code}/`),
  );
  if (problems.length) {
    rmSync(path.join(rootDir, institutionFile));
    rmSync(path.join(rootDir, 'public', 'institutions', code), { recursive: true });
    throw new ConfigError(problems);
  }
  return [institutionFile, logoFile];
};
