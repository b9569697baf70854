import { timingSafeEqual } from 'node:crypto';

/** The demo password of every IdP account (the same as the portal's seeded accounts). */
export const IDP_DEMO_PASSWORD = 'Unigate@2026';

/**
 * Student codes known to the local IdP in every tenant: the first student of each seeded cohort
 * (so they exist in the portal at any seed scale) and one code the portal never seeds, to show
 * what happens when an identity has no portal account.
 */
export const IDP_STUDENT_CODES = [
  '20230001',
  '20220001',
  '20240001',
  '20250001',
  '20260001',
  '19990001',
] as const;

/** Claims the IdP releases for an account (OIDC standard claims plus `student_code`). */
export type IdpClaims = {
  sub: string;
  student_code: string;
  name: string;
  email: string;
  email_verified: boolean;
};

/** One account of the local IdP; `sub` is `<tenantCode>:<studentCode>`. */
export type IdpAccount = { tenantCode: string; studentCode: string; claims: IdpClaims };

const subjectOf = ({ tenantCode, studentCode }: { tenantCode: string; studentCode: string }) =>
  `${tenantCode}:${studentCode}`;

const accountOf = ({ tenantCode, studentCode }: { tenantCode: string; studentCode: string }): IdpAccount => ({
  tenantCode,
  studentCode,
  claims: {
    sub: subjectOf({ tenantCode, studentCode }),
    student_code: studentCode,
    name: `Sinh viên ${studentCode}`,
    email: `${studentCode}@sv.${tenantCode}.edu.vn`,
    email_verified: true,
  },
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The local IdP's user directory: demo students of the given tenants, one shared password. */
export const createIdpDirectory = ({
  tenantCodes,
  password = IDP_DEMO_PASSWORD,
}: {
  tenantCodes: string[];
  password?: string;
}) => {
  const known = new Set(tenantCodes);
  const codes = new Set<string>(IDP_STUDENT_CODES);

  /** The account behind a subject, or undefined when the IdP does not know it. */
  const findBySubject = (sub: string) => {
    const [tenantCode, studentCode, ...rest] = sub.split(':');
    if (rest.length > 0 || !known.has(tenantCode) || !codes.has(studentCode)) return undefined;
    return accountOf({ tenantCode, studentCode });
  };

  /** The account when the login and password match, else undefined. */
  const authenticate = ({
    tenantCode,
    login,
    password: given,
  }: {
    tenantCode: string;
    login: string;
    password: string;
  }) => {
    const studentCode = login.trim();
    const account = findBySubject(subjectOf({ tenantCode, studentCode }));
    return sameText(given, password) && account ? account : undefined;
  };

  return { findBySubject, authenticate, studentCodes: [...codes] };
};

export type IdpDirectory = ReturnType<typeof createIdpDirectory>;
