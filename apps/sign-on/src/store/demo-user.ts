import { hashPassword } from '../security/passwords.ts';
import type { UserStore } from './users.ts';

export const DEMO_USER = {
  email: 'demo@figura.test',
  password: 'figura-demo',
  name: 'Demo Scientist',
} as const;

/** Makes sure the demo account exists (SIGNON_SEED_DEMO=1); an existing one is left untouched. */
export async function ensureDemoUser(users: UserStore): Promise<void> {
  if (await users.findByEmail(DEMO_USER.email)) return;
  await users.create({
    email: DEMO_USER.email,
    name: DEMO_USER.name,
    passwordHash: await hashPassword(DEMO_USER.password),
  });
}
