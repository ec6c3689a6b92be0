import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~generated": fileURLToPath(new URL("./.generated", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: { include: ["tests/unit/**/*.test.ts"], testTimeout: 20_000 },
});
