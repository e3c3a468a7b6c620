import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  future: {
    // Smaller route chunks. The other v8 flags stay off for now: `v8_middleware` replaces the
    // load context that carries our services (decision 0001), and with the data-request
    // flags client-side navigations stopped rendering; revisit when upgrading to v8.
    v8_splitRouteModules: true,
  },
} satisfies Config;
