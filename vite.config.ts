// `npm run dev`: Vite's server with the pages' settings, each page rendered on request by the
// function the build renders it with (scripts/build/pages.ts, decision 0053). `npm run build`
// does not read this file: it gives each of its Vite builds its settings (scripts/build/build.ts).
import { defineConfig } from "vite";
import { pagesViteConfig } from "./scripts/build/pages";

export default defineConfig(pagesViteConfig({ root: import.meta.dirname }));
