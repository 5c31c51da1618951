// The checkout address: the one schema the API validates an order's address with and the checkout
// form checks the shopper's typing against, so both name the same mistakes. Written with zod/mini
// (a few KB in the browser, where checkout loads it only once the shopper starts on the form) and
// read by the country table: the postcode is asked for by its country's rule (none in the UAE and
// Qatar, where a postcode sent is dropped) and the phone is read by its country's numbering plan
// (src/lib/phone.ts, the rule the sign-in form and My Account use too). Its English messages start
// with the field's name ('The postal code …'): the API's 422 carries them under `address`.
import * as z from 'zod/mini';
import { COUNTRY_CODES, COUNTRY_TABLE, countryName, isCountryCode, postcodeProblem, type CountryCode } from '../countries.ts';
import { forbiddenCharacter } from '../unseen-characters.ts';
import { parsePhone, type ParsedPhone } from '../phone.ts';
import { MAX_LENGTH, type AddressField, type AddressProblem, type TextField } from './address.ts';

/** The problem the browser words in the shopper's language, carried by each refusal. */
const refusal = (problem: AddressProblem, message: string) => ({ message, params: { problem } });

function text(field: Exclude<TextField, 'postal_code'>, label: string) {
  const max = MAX_LENGTH[field];
  return z.string({ error: `The ${label} is required.` }).check(
    z.trim(),
    z.minLength(1, `The ${label} is required.`),
    z.maxLength(max, `The ${label} must be at most ${max} characters.`),
    z.refine((value) => forbiddenCharacter(value) !== 'control', refusal('control', `The ${label} must not contain control characters.`)),
    z.refine((value) => forbiddenCharacter(value) !== 'format', refusal('control', `The ${label} must not contain invisible formatting characters.`)),
  );
}

const PHONE_FORMAT = 'The phone number must start with + and the country code, e.g. +971501234567.';
const PHONE_MESSAGES = {
  too_short: 'The phone number is too short for its country.',
  too_long: 'The phone number is too long for its country.',
  invalid: 'The phone number is not a valid number of its country.',
} as const;

/**
 * A delivery phone: E.164 of one of the seven countries, landline or mobile (a courier calls or
 * texts). Spaces, dashes, brackets and a trunk 0 after the code are read as people write them.
 */
export function readPhoneNumber(value: string): ParsedPhone {
  if (!value.trim().startsWith('+')) return { ok: false, reason: 'invalid' };
  return parsePhone(value, undefined, { mobile: false });
}

const phoneNumber = z.pipe(
  z.string({ error: 'The phone number is required.' }).check(z.trim(), z.minLength(1, 'The phone number is required.')),
  z.transform((value, context) => {
    const phone = readPhoneNumber(value);
    if (phone.ok) return phone.e164;
    const problem = phone.reason === 'not_mobile' ? 'invalid' : phone.reason;
    const message = value.startsWith('+') ? PHONE_MESSAGES[problem] : PHONE_FORMAT;
    context.issues.push({ code: 'custom', input: value, ...refusal(problem, message) });
    return z.NEVER;
  }),
);

const fields = z.object({
  name: text('name', 'name'),
  street_address: text('street_address', 'street address'),
  city: text('city', 'city'),
  state: text('state', 'state'),
  // Checked by the country's rule below; absent is the same as empty.
  postal_code: z.optional(z.string({ error: 'The postal code must be text.' })),
  country: z.enum(COUNTRY_CODES as [CountryCode, ...CountryCode[]], { error: `The country must be one of ${COUNTRY_CODES.join(', ')}.` }),
  phone_number: phoneNumber,
});

function postcodeMessage(country: CountryCode, problem: 'required' | 'postal_format'): string {
  const rule = COUNTRY_TABLE[country].postcode!;
  const where = countryName(country, 'en');
  return problem === 'required'
    ? `The postal code is required in ${where}, e.g. ${rule.example}.`
    : `The postal code is not one of ${where}: it reads like ${rule.example}.`;
}

export const addressSchema = z.pipe(
  fields.check(
    z.superRefine((address, context) => {
      // Runs beside the fields' own refusals: a country or postcode refused there is no rule to read.
      if (!isCountryCode(address.country) || typeof (address.postal_code ?? '') !== 'string') return;
      const problem = postcodeProblem(address.country, address.postal_code ?? '');
      if (problem) context.addIssue({ code: 'custom', path: ['postal_code'], input: address.postal_code, ...refusal(problem, postcodeMessage(address.country, problem)) });
    }),
  ),
  // Where the country has no postcodes, one sent is not kept.
  z.transform(({ postal_code, ...address }) => ({
    ...address,
    postal_code: COUNTRY_TABLE[address.country].postcode ? (postal_code ?? '').trim() : '',
  })),
);

/** The address as the API takes it (z.input) and as an order keeps it: trimmed, the phone in E.164. */
export type AddressInput = z.input<typeof addressSchema>;
export type CheckoutAddress = z.output<typeof addressSchema>;

export type AddressReading = { ok: true; address: CheckoutAddress } | { ok: false; problems: Partial<Record<AddressField, AddressProblem>> };

/** Each refused field's first problem, as the form words it. */
export function readAddress(input: AddressInput): AddressReading {
  const result = addressSchema.safeParse(input);
  if (result.success) return { ok: true, address: result.data };
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AddressField;
    problems[field] ??= problemOf(issue);
  }
  return { ok: false, problems };
}

function problemOf(issue: z.core.$ZodIssue): AddressProblem {
  if (issue.code === 'custom') return (issue.params as { problem: AddressProblem }).problem;
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'invalid_value') return 'country';
  return 'required';
}
