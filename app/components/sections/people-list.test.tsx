// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../tests/support/render-page";
import { contentFor, pageData } from "~/pipeline/route-data.server";
import { contentPicture } from "~/lib/content-images.server";
import { initials } from "~/lib/people";
import { PeopleList } from "./people-list";

afterEach(cleanup);

const { team, programmes } = contentFor("team", "programmes");
// The content has no portraits yet: the test gives the chair one, a picture the content has.
const photo = programmes.programmes.find((programme) => programme.image)!.image!;
const [chair, ...rest] = team.board;
const portrayed = { ...chair!, photo, photoAlt: `${chair!.name}, ${chair!.title}` };

function renderBoard(loading?: "eager" | "lazy") {
  const board = [portrayed, ...rest];
  renderPage(
    () => <PeopleList people={board} loading={loading} />,
    () => pageData("about-jade", ["team"], undefined, { team: { ...team, board } }),
  );
  return screen.getAllByRole("listitem");
}

describe("the people list", () => {
  it("shows a person's photo, described, where the content gives one, and no initials for them", () => {
    const [first] = renderBoard();
    const image = within(first!).getByRole("img", { name: portrayed.photoAlt });
    const files = contentPicture(photo);
    expect(image.getAttribute("srcset")).toBe(files.sources.jpeg);
    expect(image.getAttribute("sizes")).toBe("4rem");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual([
      String(files.img.w),
      String(files.img.h),
    ]);
    expect(first!.querySelector(".initials-avatar")).toBeNull();
    expect(within(first!).getAllByText(chair!.name)).toHaveLength(1);
  });

  it("shows initials only for the people without a photo", () => {
    const [, ...others] = renderBoard();
    expect(others).toHaveLength(rest.length);
    others.forEach((item, index) => {
      const person = rest[index]!;
      expect(within(item).queryByRole("img")).toBeNull();
      expect(item.querySelector("picture")).toBeNull();
      const avatar = item.querySelector(".initials-avatar");
      expect(avatar?.textContent).toBe(initials(person.name));
      expect(avatar?.getAttribute("aria-hidden")).toBe("true");
    });
  });

  it("loads the photos at once when the list is in the first screen", () => {
    const [first] = renderBoard("eager");
    expect(within(first!).getByRole("img").getAttribute("loading")).toBe("eager");
  });
});
