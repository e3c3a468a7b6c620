import { z } from "zod";
import { safeText } from "./schema-helpers";

// Inputs of the telemetry endpoints. The browser API client sends TimingReportInput after its
// 5 s timeout; crashed page sections send ClientErrorInput. Browser code imports only the
// types, so zod stays out of the page bundle.

const sitePath = safeText().trim().min(1).max(2048);

export const TimingReportInput = z.object({
  url: sitePath,
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"])),
  duration_ms: z.number().int().min(0).max(600_000),
  timeout_ms: z.number().int().min(0).max(600_000),
  page_path: sitePath.nullish(),
  request_id: safeText().trim().max(160).nullish(),
});
export type TimingReportInput = z.input<typeof TimingReportInput>;

export const ClientErrorInput = z.object({
  component: safeText().trim().min(1).max(200),
  // Error messages and stacks span lines.
  message: safeText({ multiline: true }).trim().min(1).max(2000),
  page_path: sitePath.nullish(),
});
export type ClientErrorInput = z.input<typeof ClientErrorInput>;
