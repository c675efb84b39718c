/** What a registration form must hold before anything is sent, as translation keys per field. */
import { ageProblem, MINIMUM_AGE, RegisterBody } from '@touchline/contract';
import type { ParseKeys } from 'i18next';
import { checkPassword, passwordErrorKey } from '@/shared/validation/password';

export interface RegistrationFields {
  username: string;
  email: string;
  password: string;
  dateOfBirth: string;
  terms: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFields = {
  username: '',
  email: '',
  password: '',
  dateOfBirth: '',
  terms: false,
};

export type FieldKey = keyof RegistrationFields;
export type FieldErrors = Partial<Record<FieldKey, ParseKeys>>;

const USERNAME = RegisterBody.shape.username;
const EMAIL = RegisterBody.shape.email;

/** Translation keys of every field's problem (empty when the form may be sent). */
export function validateRegistration(fields: RegistrationFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.username.trim() === '') errors.username = 'registration.errors.usernameRequired';
  else if (!USERNAME.safeParse(fields.username).success)
    errors.username = 'registration.errors.usernameRules';
  if (fields.email.trim() === '') errors.email = 'registration.errors.emailRequired';
  else if (!EMAIL.safeParse(fields.email.trim()).success) errors.email = 'registration.errors.emailInvalid';
  const password = passwordErrorKey(checkPassword(fields.password, fields.username));
  if (fields.password === '') errors.password = 'registration.errors.passwordRequired';
  else if (password) errors.password = password;
  if (fields.dateOfBirth === '') errors.dateOfBirth = 'registration.errors.dobRequired';
  else {
    const age = ageProblem(fields.dateOfBirth, now);
    if (age === 'under_age') errors.dateOfBirth = 'registration.errors.underAge';
    else if (age !== null) errors.dateOfBirth = 'registration.errors.dobInvalid';
  }
  if (!fields.terms) errors.terms = 'registration.errors.termsRequired';
  return errors;
}

export { MINIMUM_AGE };

/** The latest date of birth that is of age today (the date input's max). */
export function latestAdultBirthday(now: Date): string {
  const year = now.getUTCFullYear() - MINIMUM_AGE;
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const day = String(now.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * A server refusal placed on its field where the answer names one (taken username or e-mail, a weak
 * password, an under-age date of birth); null when it belongs in the form's red area.
 */
export function fieldOfRefusal(status: number, message: string): { field: FieldKey; key: ParseKeys } | null {
  if (status === 409) {
    return /e-?mail/i.test(message)
      ? { field: 'email', key: 'registration.errors.emailTaken' }
      : { field: 'username', key: 'registration.errors.usernameTaken' };
  }
  if (status !== 400) return null;
  if (/^password:.*common/i.test(message)) return { field: 'password', key: 'password.rules.notCommon' };
  if (/^password:.*username/i.test(message)) return { field: 'password', key: 'password.rules.notUsername' };
  if (/^password:/i.test(message)) return { field: 'password', key: 'password.rules.length' };
  if (/^date_of_birth:.*(18|older)/i.test(message))
    return { field: 'dateOfBirth', key: 'registration.errors.underAge' };
  if (/^date_of_birth:/i.test(message))
    return { field: 'dateOfBirth', key: 'registration.errors.dobInvalid' };
  if (/^(body\/)?email/i.test(message)) return { field: 'email', key: 'registration.errors.emailInvalid' };
  if (/^(body\/)?username/i.test(message))
    return { field: 'username', key: 'registration.errors.usernameRules' };
  if (/terms/i.test(message)) return { field: 'terms', key: 'registration.errors.termsRequired' };
  return null;
}
