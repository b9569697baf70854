/** The three fields of the change-password dialog. */
export interface PasswordFields {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/** The server's password policy: 8 to 128 characters with letters and digits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Message id of each field's first problem; an empty object means the form may be sent. */
export function passwordProblems({
  password,
  newPassword,
  confirmPassword,
}: PasswordFields): Partial<Record<keyof PasswordFields, string>> {
  const problems: Partial<Record<keyof PasswordFields, string>> = {};
  if (!password) problems.password = 'shell.changePassword.currentRequired';
  if (!newPassword) problems.newPassword = 'shell.changePassword.newRequired';
  else if (newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = 'shell.changePassword.tooShort';
  else if (newPassword.length > PASSWORD_MAX_LENGTH) problems.newPassword = 'shell.changePassword.tooLong';
  else if (!/\p{L}/u.test(newPassword) || !/\d/.test(newPassword))
    problems.newPassword = 'shell.changePassword.lettersAndDigits';
  else if (newPassword === password) problems.newPassword = 'shell.changePassword.sameAsCurrent';
  if (!confirmPassword) problems.confirmPassword = 'shell.changePassword.confirmRequired';
  else if (confirmPassword !== newPassword) problems.confirmPassword = 'shell.changePassword.mismatch';
  return problems;
}
