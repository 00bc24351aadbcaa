// Zod-free: the portal's first page reads a link's `?source=` (session/tracking-params.ts), and
// importing it from the billing schemas pulled zod into that page.

/**
 * The pages that bring people to sign up (spec §9): `?source=<one>` on a link from them goes with
 * the sign-up event and the checkout (session/tracking-params.ts).
 */
export const SIGN_UP_SOURCES = [
  'graphical_abstract',
  'poster_maker',
  'science_figures',
  'create_graphical_abstract',
  'korea_tech',
  'home_page',
] as const;
export type SignUpSource = (typeof SIGN_UP_SOURCES)[number];

export const isSignUpSource = (value: string): value is SignUpSource =>
  (SIGN_UP_SOURCES as readonly string[]).includes(value);
