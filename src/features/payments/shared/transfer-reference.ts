/**
 * Transfer references (docs/payments.md): the tenant's prefix, seven random characters and one
 * check character, uppercase, no spaces, e.g. `UG26A7K3Q9`. The alphabet leaves out 0/O, 1/I/L so a
 * student copying it by hand cannot mistake one for another; the check character lets the finder
 * pick the reference out of a bank description even when the bank glued words around it.
 */

/** Unambiguous characters a reference is made of. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Random characters after the prefix (the check character follows them). */
export const REFERENCE_RANDOM_LENGTH = 7;

const checkCharacter = (body: string) => {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    sum += (index + 1) * REFERENCE_ALPHABET.indexOf(body[index]);
  }
  return REFERENCE_ALPHABET[sum % REFERENCE_ALPHABET.length];
};

const defaultRandomIndex = (size: number) => {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % size;
  }
};

/** A fresh reference: `prefix` (uppercase letters) + 7 random characters + 1 check character. */
export const newTransferReference = ({
  prefix,
  randomIndex = defaultRandomIndex,
}: {
  prefix: string;
  /** An integer in [0, size): crypto randomness unless a test gives its own. */
  randomIndex?: (size: number) => number;
}): string => {
  let body = '';
  for (let index = 0; index < REFERENCE_RANDOM_LENGTH; index += 1) {
    body += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  }
  return `${prefix.toUpperCase()}${body}${checkCharacter(body)}`;
};

/** True when `reference` is well formed for `prefix` (check character included). */
export const isTransferReference = ({ reference, prefix }: { reference: string; prefix: string }) => {
  const upper = prefix.toUpperCase();
  if (!reference.startsWith(upper)) return false;
  const rest = reference.slice(upper.length);
  if (rest.length !== REFERENCE_RANDOM_LENGTH + 1) return false;
  if ([...rest].some((character) => !REFERENCE_ALPHABET.includes(character))) return false;
  return checkCharacter(rest.slice(0, -1)) === rest.slice(-1);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every well-formed reference in a bank description, best first: references standing as their own
 * word come before ones found only after removing spaces and punctuation (some banks glue or split
 * the transfer content). Case and Vietnamese accents of the surrounding words do not matter.
 */
export const findTransferReferences = ({
  description,
  prefix,
}: {
  description: string;
  prefix: string;
}): string[] => {
  const upper = description
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  const length = prefix.length + REFERENCE_RANDOM_LENGTH + 1;
  const found: string[] = [];
  const add = (candidate: string) => {
    if (isTransferReference({ reference: candidate, prefix }) && !found.includes(candidate)) {
      found.push(candidate);
    }
  };
  const word = new RegExp(`${escapeRegExp(prefix.toUpperCase())}[A-Z0-9]{${length - prefix.length}}`, 'g');
  for (const token of upper.split(/[^A-Z0-9]+/)) {
    if (token.length === length) add(token);
  }
  for (const token of upper.split(/[^A-Z0-9]+/)) {
    for (const match of token.matchAll(word)) add(match[0]);
  }
  const compact = upper.replace(/[^A-Z0-9]+/g, '');
  for (let start = compact.indexOf(prefix.toUpperCase()); start >= 0;) {
    add(compact.slice(start, start + length));
    start = compact.indexOf(prefix.toUpperCase(), start + 1);
  }
  return found;
};

/** The best reference in a bank description, or null when there is none. */
export const findTransferReference = ({
  description,
  prefix,
}: {
  description: string;
  prefix: string;
}): string | null => findTransferReferences({ description, prefix })[0] ?? null;
