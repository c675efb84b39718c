import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, fieldOfRefusal, latestAdultBirthday, validateRegistration } from './rules';

const NOW = new Date('2026-11-24T10:00:00Z');
const VALID = {
  username: 'new_bettor',
  email: 'new.bettor@example.com',
  password: 'correct-horse-battery',
  dateOfBirth: '1990-05-17',
  terms: true,
};

describe('registration form rules', () => {
  it('lets a complete form through', () => {
    expect(validateRegistration(VALID, NOW)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateRegistration(EMPTY_REGISTRATION, NOW)).toEqual({
      username: 'registration.errors.usernameRequired',
      email: 'registration.errors.emailRequired',
      password: 'registration.errors.passwordRequired',
      dateOfBirth: 'registration.errors.dobRequired',
      terms: 'registration.errors.termsRequired',
    });
  });

  it('checks username characters, the e-mail, the password policy and the age', () => {
    expect(validateRegistration({ ...VALID, username: 'a b' }, NOW).username).toBe(
      'registration.errors.usernameRules',
    );
    expect(validateRegistration({ ...VALID, username: 'ab' }, NOW).username).toBe(
      'registration.errors.usernameRules',
    );
    expect(validateRegistration({ ...VALID, email: 'nope@' }, NOW).email).toBe(
      'registration.errors.emailInvalid',
    );
    expect(validateRegistration({ ...VALID, password: 'short' }, NOW).password).toBe('password.rules.length');
    expect(validateRegistration({ ...VALID, password: 'new_bettor' }, NOW).password).toBe(
      'password.rules.notUsername',
    );
    expect(validateRegistration({ ...VALID, dateOfBirth: '2008-11-25' }, NOW).dateOfBirth).toBe(
      'registration.errors.underAge',
    );
    expect(validateRegistration({ ...VALID, dateOfBirth: '2008-11-24' }, NOW).dateOfBirth).toBeUndefined();
    expect(latestAdultBirthday(NOW)).toBe('2008-11-24');
  });

  it('puts server refusals on their field', () => {
    expect(fieldOfRefusal(409, 'This username is already taken')).toEqual({
      field: 'username',
      key: 'registration.errors.usernameTaken',
    });
    expect(fieldOfRefusal(409, 'An account with this e-mail address exists already')?.field).toBe('email');
    expect(fieldOfRefusal(400, 'password: this password is too common; choose another')?.key).toBe(
      'password.rules.notCommon',
    );
    expect(fieldOfRefusal(400, 'date_of_birth: you must be 18 or older to open an account')?.key).toBe(
      'registration.errors.underAge',
    );
    expect(fieldOfRefusal(500, 'boom')).toBeNull();
  });
});
