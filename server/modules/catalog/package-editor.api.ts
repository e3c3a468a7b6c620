import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { EditPackageInput } from "../../../common/catalog-edit";
import { IdParams } from "../../../common/ids";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import type { PackageEditorService } from "./package-editor";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });

const EditedPackageSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    heading: z.string(),
    summary: z.string(),
    price_per_person_inr: z.number(),
    discount_percent: z.number(),
    from_price_inr: z.number(),
    catalog_version: z.number(),
  })
  .openapi("EditedPackage");

const editRoute = createRoute({
  method: "patch",
  path: "/packages/{id}",
  summary:
    "Edit a package's name, heading, overview, base price or discount (ops, admin); every process shows it within 2 s",
  request: {
    params: IdParams,
    body: { content: { "application/json": { schema: EditPackageInput } }, required: true },
  },
  responses: {
    200: { description: "Edited", ...json(z.object({ package: EditedPackageSchema })) },
    ...errorResponses,
    401: { description: "Not signed in", ...json(ErrorList) },
    403: { description: "Not staff", ...json(ErrorList) },
    404: { description: "No such package", ...json(ErrorList) },
  },
});

/** Mounted under /admin/v1 (decision 0199). */
export function createStaffCatalogApi(deps: {
  editor: PackageEditorService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}) {
  const withUser = signedInUser(deps.currentUser);
  return createModuleApi().openapi(editRoute, async (c) => {
    const user = await withUser(c);
    const edited = await deps.editor.edit({ user }, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ package: edited }, 200);
  });
}
