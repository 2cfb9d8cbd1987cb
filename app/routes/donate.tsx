import { Donation } from "~/components/sections/donation";
import { Island } from "~/islands/island";
import { PageIntro } from "~/components/sections/page-intro";
import type { Route } from "./+types/donate";
import { pageData } from "~/pipeline/route-data.server";
import { contentNeverChanges, loaderMeta, useContent } from "~/hooks/use-content";
import "./donate.css";

export const loader = () => pageData("donate", ["donate"]);
export const meta: Route.MetaFunction = loaderMeta;
export const shouldRevalidate = contentNeverChanges;

/**
 * Why give and the transfer reference, then giving from abroad, with the bank details beside them
 * on a wide screen (kept in view while the reference is written), below them on a phone.
 */
export default function DonatePage() {
  const donate = useContent("donate");
  return (
    <div className="page">
      <PageIntro id="donate" />
      <div className="donate-layout">
        <div className="prose donate-layout__message">
          {donate.message.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Island name="donation">
          <Donation />
        </Island>
      </div>
    </div>
  );
}
