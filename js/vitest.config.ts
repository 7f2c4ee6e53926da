import { defineConfig } from "vitest/config";

export default defineConfig({
  // The unit tests run the test build: its hooks (core/probe.ts) are on.
  define: { __GTR_TEST_HOOKS__: "true" },
  test: { environment: "jsdom", include: ["test/**/*.test.ts"] },
});
