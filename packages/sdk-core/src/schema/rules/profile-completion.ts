// No zod here: the session code (loaded before the schemas) uses this too.

/** A profile is complete once it names a country (it chooses the sign-on domain and the trial rule). */
export function shouldCompleteProfile(user: { country_code: string | null }): boolean {
  return !user.country_code;
}
