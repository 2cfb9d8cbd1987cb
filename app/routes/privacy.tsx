import { Fragment } from "react";
import { PageIntro } from "~/components/sections/page-intro";
import { ProseSections } from "~/components/sections/prose-sections";
import { storedItems } from "~/lib/stored-items";
import { pageData } from "~/pipeline/route-data.server";
import { useContent } from "~/hooks/use-content";

export const loader = () => pageData("privacy", ["legal"]);

export default function PrivacyPage() {
  const legal = useContent("legal");
  const [first, ...rest] = legal.privacy.sections;
  return (
    <div className="page page--reading">
      <PageIntro id="privacy" />
      <ProseSections sections={first ? [first] : []} />
      <ProseSections sections={rest.slice(0, 1)} />
      <div className="table-scroll">
        <table className="storage-table">
          <caption className="visually-hidden">{legal.privacy.storageTable.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{legal.privacy.storageTable.name}</th>
              <th scope="col">{legal.privacy.storageTable.purpose}</th>
            </tr>
          </thead>
          <tbody>
            {storedItems.map((item) => (
              <tr key={item.key}>
                <th scope="row">
                  {/* A key may break after a colon, never inside a word. */}
                  <code>
                    {item.key.split(/(?<=:)/).map((part, index) => (
                      // The parts of a fixed key never move.
                      <Fragment key={index}>
                        {index > 0 ? <wbr /> : null}
                        {part}
                      </Fragment>
                    ))}
                  </code>
                </th>
                <td>{legal.privacy.storage[item.purpose]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ProseSections sections={rest.slice(1)} />
    </div>
  );
}
