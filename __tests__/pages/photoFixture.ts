/** What `photo { alt img(...) { ...PhotoImg } wide: img(...) { ...PhotoImg } }` returns, for page tests. */
export interface PhotoFixture {
  alt: string;
  img: Queries.PhotoImgFragment;
  wide: Queries.PhotoImgFragment; // PageHero's banner crop
}

// A tiny constrained photo whose src names the photo key, so a test can tell which photo a section
// drew. The banner crop (`wide`) names the key too, with a "-wide" suffix.
export function photoFixture(key: string, alt = `Alt text of ${key}`): PhotoFixture {
  const img = (name: string): Queries.PhotoImgFragment => ({
    src: `https://images.example/${name}.jpg`,
    srcSet: `https://images.example/${name}.jpg 640w`,
    sizes: "640px",
    width: 640,
    height: 480,
    fullWidth: false,
    backgroundColor: "#0b4f6c",
    objectPosition: null,
  });
  return { alt, img: img(key), wide: img(`${key}-wide`) };
}

test("photoFixture names its photo key in both crops' sources", () => {
  const photo = photoFixture("campus-hall");
  expect(photo.img.src).toContain("campus-hall.jpg");
  expect(photo.wide.src).toContain("campus-hall-wide.jpg");
  expect(photo.alt).toBe("Alt text of campus-hall");
});
