// What the auth routes accept (multipart, urlencoded or JSON), as zod schemas.
import { z } from 'zod';
import { labelled, optionalText, text } from '../http/validate.ts';
import { OTP_MESSAGES } from './otp.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.ts';

const platform = optionalText(...labelled('Platform')).pipe(z.string().max(32, 'Platform is too long.').optional());
const otpCode = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  text(OTP_MESSAGES.format).pipe(z.string().min(1, OTP_MESSAGES.required).regex(/^\d{6}$/, OTP_MESSAGES.format)),
);
/** Passwords keep their spaces; controls are refused like everywhere else. */
const secret = (label: string) => text(...labelled(label, { raw: true }));
const password = (required: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    secret('Password').pipe(z.string().min(1, required).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)),
  );
const username = optionalText(...labelled('Phone number or email')).pipe(z.string().max(320, 'Phone number or email is too long.').optional());
const countryCode = optionalText(...labelled('Country code')).pipe(z.string().max(8, 'Please enter a valid country code.').optional());

export const loginBody = z.object({
  username,
  type: optionalText(...labelled('Type')).pipe(z.enum(['otp', 'password'], { error: "Type must be 'otp' or 'password'." }).default('otp')),
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), secret('Password').optional()),
  country_code: countryCode,
  platform,
});

export const passwordField = z.object({ password: password('Password is required') });

export const loginVerifyBody = z.object({
  username,
  country_code: countryCode,
  otp_code: otpCode,
  platform,
});

export const signupBody = z.object({
  country_code: countryCode,
  type: optionalText(...labelled('Type')).pipe(z.enum(['phone', 'email'], { error: "Type must be 'phone' or 'email'." }).optional()),
  phone: optionalText(...labelled('Phone')).pipe(z.string().max(32, 'Please enter a valid phone number.').optional()),
  email: optionalText(...labelled('Email')).pipe(z.string().max(320, 'Please enter a valid email address.').optional()),
  platform,
});

export const signupVerifyBody = z.object({
  otp_code: otpCode,
  signup_id: text('Sign-up id is required.', { invalid: 'Invalid sign-up id.' }).pipe(z.string().min(1, 'Sign-up id is required.').max(64, 'Invalid sign-up id.')),
  platform,
});

export const profileBody = z.object({
  name: z
    .preprocess((value) => (value === null ? '' : value), text(...labelled('Name')).pipe(z.string().max(100, 'Name must be at most 100 characters.')))
    .optional()
    .transform((value) => (value === '' ? null : value)),
  email: optionalText(...labelled('Email')).pipe(z.string().max(320, 'Please enter a valid email address.').optional()),
  phone: optionalText(...labelled('Phone')).pipe(z.string().max(32, 'Please enter a valid phone number.').optional()),
  country_code: countryCode,
  otp_code: z.preprocess((value) => (value === '' || value === null ? undefined : value), otpCode.optional()),
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    secret('Password')
      .pipe(
        z
          .string()
          .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
          .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
      )
      .optional(),
  ),
  current_password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    secret('Current password').pipe(z.string().max(PASSWORD_MAX, 'Current password is too long.')).optional(),
  ),
  proof: optionalText(...labelled('Proof')).pipe(z.string().max(128, 'Proof is too long.').optional()),
});

export const changeCodeBody = z.object({
  proof: profileBody.shape.proof,
  current_password: profileBody.shape.current_password,
  type: optionalText(...labelled('Type')).pipe(z.enum(['phone', 'email'], { error: "Type must be 'phone' or 'email'." }).optional()),
  email: signupBody.shape.email,
  phone: signupBody.shape.phone,
  country_code: countryCode,
});

const via = optionalText(...labelled('Via')).pipe(z.enum(['email', 'phone'], { error: "Via must be 'email' or 'phone'." }).optional());

export const proofCodeBody = z.object({ via });

export const proofBody = z.object({
  current_password: profileBody.shape.current_password,
  otp_code: profileBody.shape.otp_code,
  via,
});
