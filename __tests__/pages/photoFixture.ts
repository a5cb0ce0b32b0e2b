import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface PhotoFixture {
  alt: string;
  gatsbyImageData: IGatsbyImageData;
  wide: IGatsbyImageData; // PageHero's banner crop
}

// What `photo { alt gatsbyImageData(...) }` returns, for page tests: a tiny constrained image
// whose src names the photo key, so a test can tell which photo a section drew. The banner crop
// (`wide`) names the key too, with a "-wide" suffix.
export function photoFixture(key: string, alt = `Alt text of ${key}`): PhotoFixture {
  const image = (name: string): IGatsbyImageData => ({
    layout: "constrained",
    width: 640,
    height: 480,
    backgroundColor: "#0b4f6c",
    images: { fallback: { src: `https://images.example/${name}.jpg`, srcSet: `https://images.example/${name}.jpg 640w`, sizes: "640px" } },
  });
  return {
    alt,
    gatsbyImageData: image(key),
    wide: image(`${key}-wide`),
  };
}

test("photoFixture names its photo key in both crops' sources", () => {
  const photo = photoFixture("campus-hall");
  expect(photo.gatsbyImageData.images.fallback?.src).toContain("campus-hall.jpg");
  expect(photo.wide.images.fallback?.src).toContain("campus-hall-wide.jpg");
  expect(photo.alt).toBe("Alt text of campus-hall");
});
