import { addressLines } from "./address";
import site from "../../content/site.json";

test("addressLines prints the street, then city, region and postal code", () => {
  expect(addressLines({ street: "1 Gulf Way", city: "St. Pete Beach", region: "FL", postalCode: "33706" })).toEqual([
    "1 Gulf Way",
    "St. Pete Beach, FL 33706",
  ]);
});

test("addressLines prints the university's address from content/site.json", () => {
  const [street, locality] = addressLines(site.address);
  expect(street).toBe(site.address.street);
  expect(locality).toBe(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
});
