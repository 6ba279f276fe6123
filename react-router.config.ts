import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The test suite builds into its own folder (PLANNER_BUILD_DIR), so running `npm test`
  // never replaces the files under a running `npm start`.
  buildDirectory: process.env.PLANNER_BUILD_DIR ?? "build",
} satisfies Config;
