/**
 * The three-engine suite's ports, from ENGINES_PORT (4183 unless set): the site, the proxy every
 * engine visits it through, and the proxy that holds script files. Firefox refuses some ports
 * outright (4190 among them, the fetch standard's "bad ports"), so keep clear of those.
 */
const base = Number(process.env.ENGINES_PORT ?? 4183);
export const ports = { site: base, proxy: base + 1, late: base + 2 };
