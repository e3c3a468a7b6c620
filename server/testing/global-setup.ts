import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  buildSeededPgliteTemplate,
  dropPostgresDatabase,
} from "./test-database";

/**
 * Once per `vitest run` of the integration project: migrate one template database, and a
 * copy of it seeded at scale "small", which every test file then copies (PGlite: dumped data
 * directories in a temp folder; PostgreSQL: CREATE DATABASE … TEMPLATE). Migrating and seeding
 * per file cost most of each file's setup (decisions 0056 and 0143).
 */
export default async function setup(project: TestProject) {
  // A project's own `env` (the PostgreSQL repeat's) reaches its workers, not this process.
  const adminUrl = project.config.env?.TEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const dir = await mkdtemp(path.join(tmpdir(), "triphive-test-template-"));
  // On PostgreSQL only createTestPglite() needs a PGlite template; it makes its own then.
  if (!adminUrl) {
    const migrated = await buildPgliteTemplate();
    const file = path.join(dir, "pglite-migrated.tar");
    await writeFile(file, new Uint8Array(await migrated.arrayBuffer()));
    project.provide("pgliteTemplateFile", file);
    const seededFile = path.join(dir, "pglite-seeded-small.tar");
    const seeded = await buildSeededPgliteTemplate(migrated);
    await writeFile(seededFile, new Uint8Array(await seeded.arrayBuffer()));
    project.provide("pgliteSeededTemplateFile", seededFile);
  } else {
    project.provide("pgliteTemplateFile", "");
    project.provide("pgliteSeededTemplateFile", "");
  }

  const suffix = randomBytes(6).toString("hex");
  const template = adminUrl ? `triphive_template_${suffix}` : "";
  const seededTemplate = adminUrl ? `triphive_template_seeded_${suffix}` : "";
  if (adminUrl) {
    await buildPostgresTemplate(adminUrl, template);
    await buildPostgresTemplate(adminUrl, seededTemplate, template);
  }
  project.provide("postgresTemplate", template);
  project.provide("postgresSeededTemplate", seededTemplate);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) {
      await dropPostgresDatabase(adminUrl, seededTemplate);
      await dropPostgresDatabase(adminUrl, template);
    }
  };
}
