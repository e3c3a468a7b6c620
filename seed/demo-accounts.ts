import type { Role } from "../common/roles";
import type { AccountsService } from "../server/modules/accounts";

/**
 * Demo accounts for the embedded mode (README lists them). Never created on PostgreSQL
 * (DATABASE_URL set), where real people sign up.
 */
export const DEMO_ACCOUNTS: readonly {
  name: string;
  email: string;
  password: string;
  role: Role;
}[] = [
  {
    name: "Asha Traveller",
    email: "traveller@triphive.example",
    password: "Backwaters#2026",
    role: "traveller",
  },
  {
    name: "Ravi Menon",
    email: "agent.kerala@triphive.example",
    password: "Houseboat#2026",
    role: "agent",
  },
  {
    name: "Fathima Rasheed",
    email: "agent.malabar@triphive.example",
    password: "Kozhikode#2026",
    role: "agent",
  },
  {
    name: "Tenzin Dorje",
    email: "agent.himalaya@triphive.example",
    password: "Rohtang#2026",
    role: "agent",
  },
  {
    name: "Meera Admin",
    email: "admin@triphive.example",
    password: "Control#Room2026",
    role: "admin",
  },
  { name: "Karan Ops", email: "ops@triphive.example", password: "Operations#2026", role: "ops" },
  {
    name: "Divya Dialer",
    email: "dialer@triphive.example",
    password: "CallQueue#2026",
    role: "dialer",
  },
];

/** Creates the demo accounts once; returns how many were created (0 when present). */
export async function seedDemoAccounts(accounts: AccountsService): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await accounts.emailExists(account.email)) continue;
    await accounts.createVerifiedUser(account);
    created += 1;
  }
  return created;
}
