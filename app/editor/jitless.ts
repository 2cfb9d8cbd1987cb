/**
 * /admin's policy allows no eval. zod probes for `new Function` at its first parse unless told not
 * to, and the browser reports the probe as a policy violation even though zod catches it. Imported
 * first by main.ts, so this runs before any module parses (a module's imports run in order).
 */
import { z } from "zod";

z.config({ jitless: true });
