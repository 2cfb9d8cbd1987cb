// `npm run dev`: Vite's server with the pages' settings, each page rendered on request by the
// function the build renders it with (scripts/pages-build.ts, decision 0053). `npm run build`
// does not read this file: it gives each of its Vite builds its settings (scripts/build.ts).
import { defineConfig } from "vite";
import { pagesViteConfig } from "./scripts/pages-build";

export default defineConfig(pagesViteConfig({ root: import.meta.dirname }));
