import { describe, expect, it } from "vitest";
import { loader as resultsLoader } from "~/routes/results";
import { contentFor, programmesWithout } from "./route-data.server";

const { programmes } = contentFor("programmes");
const pictureFields = ["image", "imageAlt", "imagePhone", "imageFocus", "imageDark"] as const;

describe("programmesWithout", () => {
  it("leaves out the programmes' pictures when asked, and nothing else of a programme", () => {
    expect(programmes.programmes.some((programme) => programme.image)).toBe(true);
    const without = programmesWithout("pictures");
    without.programmes.forEach((programme, index) => {
      const whole = programmes.programmes[index]!;
      for (const field of pictureFields) expect(programme, whole.id).not.toHaveProperty(field);
      const isPicture = (field: string) => (pictureFields as readonly string[]).includes(field);
      const rest = Object.fromEntries(Object.entries(whole).filter(([field]) => !isPicture(field)));
      // Nor are they named among its sample values.
      const sample = Array.isArray(whole.sample)
        ? whole.sample.filter((f) => !isPicture(f))
        : whole.sample;
      expect(programme).toEqual({
        ...rest,
        sample: Array.isArray(sample) && sample.length === 0 ? undefined : sample,
      });
      expect(JSON.stringify(programme)).not.toMatch(/"image/);
    });
  });

  it("keeps the pictures unless asked, for a page that shows them", () => {
    const withPictures = programmesWithout("costs");
    withPictures.programmes.forEach((programme, index) => {
      const whole = programmes.programmes[index]!;
      for (const field of pictureFields) expect(programme[field]).toBe(whole[field]);
    });
  });

  it("gives the Results page, which shows no programme pictures, only its own picture to carry", () => {
    const data = resultsLoader();
    for (const programme of data.content.programmes.programmes)
      for (const field of pictureFields) expect(programme, programme.id).not.toHaveProperty(field);
    const own = data.pagePicture;
    expect(Object.keys(data.pictures).sort()).toEqual(
      [own?.image, own?.imagePhone].filter((file) => file !== undefined).sort(),
    );
  });
});
