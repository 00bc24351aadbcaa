import { z } from 'zod';

const email = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .email({ error: 'Enter a valid email address.' })
    .max(254, { error: 'The email address is too long.' }),
);

export const registerBodySchema = z.object({
  email,
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, { error: 'Enter your name.' })
    .max(120, { error: 'The name must be at most 120 characters.' }),
  password: z
    .string({ error: 'Enter a password.' })
    .min(8, { error: 'The password must be at least 8 characters.' })
    .max(200, { error: 'The password must be at most 200 characters.' }),
  continue: z.string().optional(),
});

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(200),
  continue: z.string().optional(),
});

export const associationBodySchema = z.object({
  product: z.string({ error: 'Name the product.' }).regex(/^[a-z0-9_-]{1,40}$/, {
    error: 'The product must be a short lower-case code such as "mtg".',
  }),
  onboarding_status: z.string({ error: 'Give an onboarding_status.' }).regex(/^[a-z_]{1,40}$/, {
    error: 'The onboarding_status must be a short lower-case code such as "pending".',
  }),
});
