import encHex from 'crypto-js/enc-hex';
import sha256 from 'crypto-js/sha256';
import Hashids from 'hashids';
import { OBFUSCATED_ID_MIN_LENGTH } from './constants';

/** Id-obfuscation variant of a tenant (SPEC §3): the product's own, or hust's. */
export type IdVariant = 'unigate' | 'hust';

/** Every id-obfuscation variant. */
export const ID_VARIANTS: readonly IdVariant[] = Object.freeze(['unigate', 'hust'] as const);

/** Turns numeric ids into short public strings and back. */
export interface IdObfuscator {
  /** Obfuscated form (min length 10) of a non-negative safe integer id; throws otherwise. */
  encode(id: number): string;
  /** The id behind an obfuscated string, or null for anything that is not one (never throws). */
  decode(value: unknown): number | null;
}

/** The id-obfuscation variant of an institution code: hust keeps its own, every other tenant uses the product's. */
export function variantForInstitution(code: string): IdVariant {
  return code === 'hust' ? 'hust' : 'unigate';
}

/**
 * Derives the hashids salt of a variant from a secret, deterministically (same inputs, same salt
 * on every machine), so public ids stay stable across restarts and instances.
 */
export function saltForVariant({ variant, secret }: { variant: IdVariant; secret: string }): string {
  if (!ID_VARIANTS.includes(variant)) throw new Error(`Unknown id variant "${String(variant)}"`);
  if (!secret) throw new Error('saltForVariant needs a non-empty secret');
  return sha256(`unigate-id:${variant}:${secret}`).toString(encHex);
}

/** An obfuscator using hashids over the hex form of the id (SPEC §3). */
export function createIdObfuscator({ salt }: { salt: string }): IdObfuscator {
  const hashids = new Hashids(salt, OBFUSCATED_ID_MIN_LENGTH);
  const encode = (id: number): string => {
    if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Cannot obfuscate id ${String(id)}`);
    return hashids.encodeHex(id.toString(16));
  };
  const decode = (value: unknown): number | null => {
    if (typeof value !== 'string' || value.length < OBFUSCATED_ID_MIN_LENGTH) return null;
    try {
      const hex = hashids.decodeHex(value);
      if (!/^[0-9a-f]+$/i.test(hex)) return null;
      const id = Number.parseInt(hex, 16);
      // Only the canonical string of an id decodes: other strings hashids happens to accept do not.
      return Number.isSafeInteger(id) && encode(id) === value ? id : null;
    } catch {
      return null;
    }
  };
  return Object.freeze({ encode, decode });
}
