import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // "~/" is app/ (same as tsconfig paths), stated here so dev's SSR runner resolves it too.
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
