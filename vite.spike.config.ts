import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contentPlugin } from "./app/pipeline/vite-plugin.server";
import { devPages } from "./app/pipeline/dev-pages.server";

export default defineConfig({
  appType: "custom",
  plugins: [contentPlugin(), imagetools({ removeMetadata: true }), devPages()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
