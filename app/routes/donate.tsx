import { Donation } from "~/components/sections/donation";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/donate";
import { pageData } from "~/content/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/content/use-content";

export const loader = () => pageData("donate", ["donate"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

export default function DonatePage() {
  const donate = useContent("donate");
  return (
    <div className="page page--reading">
      <PageIntro id="donate" />
      <div className="prose">
        {donate.message.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Island name="donation">
        <Donation />
      </Island>
    </div>
  );
}
