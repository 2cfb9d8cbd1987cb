import { PageIntro } from "~/components/sections/page-intro";
import { ProseSections } from "~/components/sections/prose-sections";
import type { Route } from "./+types/accessibility";
import { pageData } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/hooks/use-content";

export const loader = () => pageData("accessibility", ["legal"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function AccessibilityPage() {
  const legal = useContent("legal");
  return (
    <div className="page page--reading">
      <PageIntro id="accessibility" />
      <ProseSections sections={legal.accessibility.sections} />
    </div>
  );
}
