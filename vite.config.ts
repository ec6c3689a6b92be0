import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // "~/" is app/ (same as tsconfig paths), stated here so dev's SSR runner resolves it too.
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything every page needs (the shell, locale, SEO helpers) in one chunk: split into
          // small shared chunks it compressed far worse. Menus that load on demand stay apart.
          groups: [{ name: "shell", test: /\/app\/(components\/(layout|ui)|lib)\/(?!.*(-panel|-dialog|focus-trap))/ }],
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
