import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from "./test-database";

/**
 * Once per `vitest run` of the integration project: migrate one template database, which
 * every test file then copies (PGlite: a dumped data directory in a temp folder; PostgreSQL:
 * CREATE DATABASE … TEMPLATE). Migrating per file cost most of each file's setup.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "triphive-test-template-"));
  const file = path.join(dir, "pglite-migrated.tar");
  await writeFile(file, new Uint8Array(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide("pgliteTemplateFile", file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `triphive_template_${randomBytes(6).toString("hex")}` : "";
  if (adminUrl) await buildPostgresTemplate(adminUrl, template);
  project.provide("postgresTemplate", template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) await dropPostgresDatabase(adminUrl, template);
  };
}
