import { z } from 'zod';
import { entityObject, requiredText } from './validation.ts';

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: one @, no spaces, a dot in the domain. The verification mail is the real check.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(key: string) {
  return requiredText(key).pipe(
    z
      .string()
      .toLowerCase()
      .refine((v) => emailPattern.test(v), { error: key }),
  );
}

export const registerSchema = entityObject({
  name: requiredText('Auth.error_name_empty'),
  email: email('Auth.error_email_invalid'),
  // Passwords are never trimmed: spaces may be part of them.
  password: z
    .string({ error: 'Auth.error_password_short' })
    .min(MIN_PASSWORD_LENGTH, { error: 'Auth.error_password_short' }),
  password_confirmation: z.string({ error: 'Auth.error_password_mismatch' }),
}).refine((v) => v.password === v.password_confirmation, {
  error: 'Auth.error_password_mismatch',
  path: ['password_confirmation'],
  // Also report a mismatch when other fields (name, e-mail) are wrong.
  when: (payload) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
  },
});

/** Only what is missing is named; a wrong address or password is the server's finding, and one answer. */
export const loginSchema = entityObject({
  email: requiredText('Auth.error_email_empty').pipe(z.string().toLowerCase()),
  password: z.string({ error: 'Auth.error_password_empty' }).min(1, { error: 'Auth.error_password_empty' }),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/** Interpolation values any translated error message may use (`{{min}}` of the password rule). */
export const errorMessageParams = { min: MIN_PASSWORD_LENGTH } as const;

const newPassword = {
  // Passwords are never trimmed: spaces may be part of them.
  password: z
    .string({ error: 'Auth.error_password_short' })
    .min(MIN_PASSWORD_LENGTH, { error: 'Auth.error_password_short' }),
  password_confirmation: z.string({ error: 'Auth.error_password_mismatch' }),
};

/** A new password chosen through a reset link. */
export const passwordResetSchema = entityObject(newPassword).refine(
  (v) => v.password === v.password_confirmation,
  {
    error: 'Auth.error_password_mismatch',
    path: ['password_confirmation'],
  },
);

/** An address asking for a reset link. */
export const resetRequestSchema = entityObject({ email: email('Auth.error_email_invalid') });
