import { describe, expect, it } from 'vitest';
import { loginSchema, MIN_PASSWORD_LENGTH, passwordResetSchema, registerSchema } from './auth.ts';
import { validate } from './validation.ts';

const valid = {
  name: ' Clara ',
  email: ' Clara@Example.ORG ',
  password: 'geheim123',
  password_confirmation: 'geheim123',
};
const errorsOf = (schema: typeof registerSchema | typeof loginSchema, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.errors;
};

describe('registerSchema', () => {
  it('trims the name and trims and lower-cases the e-mail', () => {
    const result = validate(registerSchema, valid);
    expect(result.ok && result.data).toEqual({ ...valid, name: 'Clara', email: 'clara@example.org' });
  });

  it('reports every missing field with its key', () => {
    expect(errorsOf(registerSchema, {})).toEqual([
      { path: 'name', key: 'Auth.error_name_empty' },
      { path: 'email', key: 'Auth.error_email_invalid' },
      { path: 'password', key: 'Auth.error_password_short' },
      { path: 'password_confirmation', key: 'Auth.error_password_mismatch' },
    ]);
  });

  it.each([['clara'], ['clara@'], ['clara@example'], ['cl ara@example.org'], ['  '], [null], [3]])(
    'rejects the e-mail %s',
    (email) => {
      expect(errorsOf(registerSchema, { ...valid, email })).toEqual([
        { path: 'email', key: 'Auth.error_email_invalid' },
      ]);
    },
  );

  it(`needs at least ${MIN_PASSWORD_LENGTH} characters, counted untrimmed`, () => {
    const short = 'a'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(errorsOf(registerSchema, { ...valid, password: short, password_confirmation: short })).toEqual([
      { path: 'password', key: 'Auth.error_password_short' },
    ]);
    const spaced = ` ${'a'.repeat(MIN_PASSWORD_LENGTH - 2)} `;
    const result = validate(registerSchema, { ...valid, password: spaced, password_confirmation: spaced });
    expect(result.ok && result.data.password).toBe(spaced);
  });

  it('reports a mismatching confirmation on password_confirmation, also next to other errors', () => {
    expect(errorsOf(registerSchema, { ...valid, password_confirmation: 'geheim124' })).toEqual([
      { path: 'password_confirmation', key: 'Auth.error_password_mismatch' },
    ]);
    expect(errorsOf(registerSchema, { ...valid, name: '', password_confirmation: 'x' })).toEqual([
      { path: 'name', key: 'Auth.error_name_empty' },
      { path: 'password_confirmation', key: 'Auth.error_password_mismatch' },
    ]);
  });
});

describe('loginSchema', () => {
  it('trims and lower-cases the e-mail but keeps the password as typed', () => {
    expect(validate(loginSchema, { email: ' A@B.DE ', password: ' pw ' })).toEqual({
      ok: true,
      data: { email: 'a@b.de', password: ' pw ' },
    });
  });

  it('names each missing or blank field', () => {
    expect(errorsOf(loginSchema, {})).toEqual([
      { path: 'email', key: 'Auth.error_email_empty' },
      { path: 'password', key: 'Auth.error_password_empty' },
    ]);
    expect(errorsOf(loginSchema, { email: '  ', password: '' }).map((e) => e.key)).toEqual([
      'Auth.error_email_empty',
      'Auth.error_password_empty',
    ]);
    expect(errorsOf(loginSchema, { email: 'a@b.de', password: 12345678 })).toEqual([
      { path: 'password', key: 'Auth.error_password_empty' },
    ]);
  });
});

describe('password reset', () => {
  it('needs a long enough password, confirmed', () => {
    expect(
      validate(passwordResetSchema, { password: 'long enough', password_confirmation: 'long enough' }).ok,
    ).toBe(true);
    expect(
      validate(passwordResetSchema, { password: 'short', password_confirmation: 'short' }),
    ).toMatchObject({
      ok: false,
      errors: [{ path: 'password', key: 'Auth.error_password_short' }],
    });
    expect(
      validate(passwordResetSchema, { password: 'long enough', password_confirmation: 'other one' }),
    ).toMatchObject({
      ok: false,
      errors: [{ path: 'password_confirmation', key: 'Auth.error_password_mismatch' }],
    });
  });
});
