import { eq, sql } from "drizzle-orm";
import type { EditedPackage, EditPackageInput } from "../../../common/catalog-edit";
import { discountedMinor } from "../../../common/money";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { packageEdits, packageMonthPrices, packages } from "./catalog.schema";
import type { CatalogChanges } from "./catalog-changes";
import { bumpCatalogVersion } from "./catalog-version";

const PAISE = 100;

export const packageNotFound = () =>
  new AppError("not_found", "package_not_found", "No such package.");
export const staffOnly = () =>
  new AppError("forbidden", "staff_only", "Only operations staff can do this.");

/** Who edits: a signed-in user through the API, or the `npm run catalog:edit` command. */
export type PackageEditor = { user: AuthenticatedUser } | { command: true };

/** A month's price moved with the base price, in whole rupees. */
const scaled = (minor: number, ratio: number) => Math.round((minor * ratio) / PAISE) * PAISE;

/**
 * Staff edits of a package (decision 0199): name, heading, overview, base price and discount,
 * written with an audit row and the catalogue version bump in one transaction; after the
 * commit the change signal drops every process's caches and the search index is refilled.
 */
export function createPackageEditor(deps: { db: Db; changes: Pick<CatalogChanges, "changed"> }) {
  const { db } = deps;
  return {
    async edit(
      editor: PackageEditor,
      ref: number | string,
      input: EditPackageInput,
    ): Promise<EditedPackage> {
      if ("user" in editor && !isStaff(editor.user.role)) throw staffOnly();
      const edited = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            id: packages.id,
            slug: packages.slug,
            name: packages.name,
            heading: packages.heading,
            overview: packages.overview,
            basePriceMinor: packages.basePriceMinor,
            discountPercent: packages.discountPercent,
          })
          .from(packages)
          .where(typeof ref === "number" ? eq(packages.id, ref) : eq(packages.slug, ref))
          .for("update");
        if (!before) throw packageNotFound();
        const next = {
          name: input.title ?? before.name,
          heading: input.heading ?? before.heading,
          overview: input.summary ?? before.overview,
          basePriceMinor:
            input.price_per_person_inr !== undefined
              ? input.price_per_person_inr * PAISE
              : Number(before.basePriceMinor),
          discountPercent: input.discount_percent ?? before.discountPercent,
        };
        const changes: Record<string, [unknown, unknown]> = {};
        for (const key of Object.keys(next) as (keyof typeof next)[]) {
          const was = key === "basePriceMinor" ? Number(before[key]) : before[key];
          if (was !== next[key]) changes[key] = [was, next[key]];
        }

        let minPriceMinor: number | undefined;
        if (changes.basePriceMinor || changes.discountPercent) {
          const ratio = next.basePriceMinor / Number(before.basePriceMinor);
          const months = await tx
            .select({
              month: packageMonthPrices.month,
              start: packageMonthPrices.startPriceMinor,
              end: packageMonthPrices.endPriceMinor,
            })
            .from(packageMonthPrices)
            .where(eq(packageMonthPrices.packageId, before.id));
          for (const m of months) {
            const start = scaled(Number(m.start), ratio);
            await tx
              .update(packageMonthPrices)
              .set({
                startPriceMinor: start,
                endPriceMinor: scaled(Number(m.end), ratio),
                discountedStartPriceMinor: discountedMinor(start, next.discountPercent),
              })
              .where(
                sql`${packageMonthPrices.packageId} = ${before.id} and ${packageMonthPrices.month} = ${m.month}`,
              );
          }
          minPriceMinor = months.length
            ? Math.min(...months.map((m) => scaled(Number(m.start), ratio)))
            : next.basePriceMinor;
        }
        const [after] = await tx
          .update(packages)
          .set({
            ...next,
            ...(minPriceMinor !== undefined
              ? {
                  minPriceMinor,
                  minDiscountedPriceMinor: discountedMinor(minPriceMinor, next.discountPercent),
                }
              : {}),
          })
          .where(eq(packages.id, before.id))
          .returning({ fromMinor: packages.minDiscountedPriceMinor });
        const reason = `package ${before.id} edited`;
        const version = await bumpCatalogVersion(tx, reason);
        await tx.insert(packageEdits).values({
          packageId: before.id,
          editedBy: "user" in editor ? editor.user.id : null,
          via: "user" in editor ? "api" : "command",
          changes,
          catalogVersion: version,
        });
        return {
          reason,
          version,
          packageId: before.id,
          view: {
            id: before.id,
            slug: before.slug,
            title: next.name,
            heading: next.heading,
            summary: next.overview,
            price_per_person_inr: next.basePriceMinor / PAISE,
            discount_percent: next.discountPercent,
            from_price_inr: Number(after?.fromMinor ?? 0) / PAISE,
            catalog_version: version,
          } satisfies EditedPackage,
        };
      });
      deps.changes.changed({
        reason: edited.reason,
        version: edited.version,
        packages: [edited.packageId],
      });
      return edited.view;
    },
  };
}

export type PackageEditorService = ReturnType<typeof createPackageEditor>;
