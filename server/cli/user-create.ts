// `npm run user:create -- --email … --name … --role ops|admin|agent|dialer|traveller
//   [--agency <id, encoded id or company name>] [--password …] [--phone …]`
// Makes a verified account on the configured database (decision 0203). Without --password a
// strong one is generated and printed once: pass it on to its owner, who can change it.
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { ConfigError, loadConfig } from "../config";
import { AppError } from "../lib/errors";
import { createOperatorAccount } from "../workflows/create-operator-account";
import { openCliServices } from "./cli-services";

const USAGE =
  "usage: npm run user:create -- --email a@b.example --name 'Full Name' --role ops|admin|agent|dialer|traveller [--agency 'Company'] [--password …] [--phone …]";

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      agency: { type: "string" },
      password: { type: "string" },
      phone: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { services, close } = await openCliServices(loadConfig());
  try {
    const { help: _, ...input } = values;
    const made = await createOperatorAccount(services, input);
    console.log(
      `created ${made.role} ${made.email}${made.agency ? ` working ${made.agency.companyName} (${made.agency.encodedId})` : ""}`,
    );
    if (made.generatedPassword) {
      console.log(`password (shown once): ${made.generatedPassword}`);
    }
    return 0;
  } finally {
    await close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ZodError) {
      for (const issue of error.issues) {
        console.error(`--${issue.path.join(".") || "input"}: ${issue.message}`);
      }
      console.error(USAGE);
      process.exit(2);
    }
    if (error instanceof AppError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
