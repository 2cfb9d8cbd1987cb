import { PageIntro } from "~/components/sections/page-intro";
import { ProseSections } from "~/components/sections/prose-sections";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("accessibility", ["legal"]);

export default function AccessibilityPage() {
  const legal = useContent("legal");
  return (
    <div className="page page--reading">
      <PageIntro id="accessibility" />
      <ProseSections sections={legal.accessibility.sections} />
    </div>
  );
}
