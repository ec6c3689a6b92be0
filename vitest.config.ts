import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: { include: ["tests/unit/**/*.test.ts"], testTimeout: 20_000 },
});
