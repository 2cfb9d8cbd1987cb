// Types of the modules served by app/pipeline/vite-plugin.server.ts.
declare module "virtual:build-info" {
  /** When the site was built, in milliseconds since the epoch. */
  export const builtAt: number;
  /** The build's calendar date in Jamaica, YYYY-MM-DD. */
  export const builtOn: string;
}
declare module "virtual:content/site" {
  const data: import("../content/schema").Content["site"];
  export default data;
}
declare module "virtual:content/pages" {
  const data: import("../content/schema").Content["pages"];
  export default data;
}
declare module "virtual:content/announcements" {
  const data: import("../content/schema").Content["announcements"];
  export default data;
}
declare module "virtual:content/programmes" {
  const data: import("../content/schema").Content["programmes"];
  export default data;
}
declare module "virtual:content/sponsorship" {
  const data: import("../content/schema").Content["sponsorship"];
  export default data;
}
declare module "virtual:content/adjudicators" {
  const data: import("../content/schema").Content["adjudicators"];
  export default data;
}
declare module "virtual:content/team" {
  const data: import("../content/schema").Content["team"];
  export default data;
}
declare module "virtual:content/about" {
  const data: import("../content/schema").Content["about"];
  export default data;
}
declare module "virtual:content/contacts" {
  const data: import("../content/schema").Content["contacts"];
  export default data;
}
declare module "virtual:content/articles" {
  const data: import("../content/schema").Content["articles"];
  export default data;
}
declare module "virtual:content/partners" {
  const data: import("../content/schema").Content["partners"];
  export default data;
}
declare module "virtual:content/affiliates" {
  const data: import("../content/schema").Content["affiliates"];
  export default data;
}
declare module "virtual:content/services" {
  const data: import("../content/schema").Content["services"];
  export default data;
}
declare module "virtual:content/home" {
  const data: import("../content/schema").Content["home"];
  export default data;
}
declare module "virtual:content/donate" {
  const data: import("../content/schema").Content["donate"];
  export default data;
}
declare module "virtual:content/legal" {
  const data: import("../content/schema").Content["legal"];
  export default data;
}
